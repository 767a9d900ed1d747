'use client';
import { useEffect, useState } from 'react';
import { t } from '@/lib/i18n';
import { QrCode } from '@/components/ui/QrCode';
import { hashFor } from '@/components/router/location';
import styles from './share.module.css';

/**
 * A QR code of a screen of this app at the address the page was opened from, so a reader on a
 * computer can continue on the phone. The address is known only in the browser.
 */
export function PageLinkQrCode({ path, query, captionKey }: { path: string; query?: Record<string, string>; captionKey: string }) {
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    setLink(window.location.href.split('#')[0] + hashFor(path, query));
  }, [path, query]);

  return (
    <div className={styles.qr}>
      {link && <QrCode value={link} label={t(captionKey)} size={148} />}
      <p className={styles.caption}>{t(captionKey)}</p>
    </div>
  );
}
