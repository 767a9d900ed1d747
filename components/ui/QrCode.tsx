'use client';
import { useEffect, useRef, useState } from 'react';
import { useScrollRoot } from './ScrollRoot';
import styles from './QrCode.module.css';

export interface QrCodeProps {
  /** The text the code carries, usually a link. */
  value: string;
  /** What the code is, for people who cannot see it. */
  label: string;
  size?: number;
}

/**
 * A QR code drawn as SVG. The encoder is loaded when the code's place shows on screen: screens
 * without a code do not carry it, and a phone opening the download page (whose code, meant for
 * someone reading it on a computer, sits below the first screenful) loads it only on scrolling.
 * Plain elements, as it is part of the download page, which paints without MUI.
 */
export function QrCode({ value, label, size = 160 }: QrCodeProps) {
  const [svg, setSvg] = useState<{ value: string; markup: string } | null>(null);
  const shown = useShownOnScreen();

  useEffect(() => {
    if (!shown.value) return;
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (current) setSvg({ value, markup });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value, shown.value]);

  if (!svg || svg.value !== value) {
    return <span ref={shown.ref} className={styles.placeholder} style={{ width: size, height: size }} />;
  }
  return (
    <img
      className={styles.code}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
      alt={label}
      width={size}
      height={size}
    />
  );
}

/** True once the element behind `ref` has shown in its screen's visible part. */
function useShownOnScreen() {
  const ref = useRef<HTMLElement | null>(null);
  const scrollRoot = useScrollRoot();
  const [value, setValue] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (value || !element) return;
    // Without IntersectionObserver (old browsers, tests) the code is drawn at once.
    if (typeof IntersectionObserver === 'undefined') {
      setValue(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setValue(true);
    }, { root: scrollRoot?.current ?? null });
    observer.observe(element);
    return () => observer.disconnect();
  }, [value, scrollRoot]);

  return { ref, value };
}
