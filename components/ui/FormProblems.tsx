'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { t } from '@/lib/i18n';

/**
 * What marks a field that needs fixing: an input with its message shown (MUI sets aria-invalid on
 * the input, the select, the textarea), or a part that is not one input (an upload, a photo pair,
 * a cascade of selects) marked `data-invalid="true"` on its root. Their order in the form is the
 * order a person reads them.
 */
const INVALID = '[aria-invalid="true"], [data-invalid="true"]';
const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

/** The parts of `form` that need fixing, each counted once (a marked part's own inputs are not counted again). */
export function invalidParts(form: HTMLElement | null): HTMLElement[] {
  if (!form) return [];
  // A non-native select marks both its combobox and the hidden input behind it: one part, the one a person sees.
  const all = Array.from(form.querySelectorAll<HTMLElement>(INVALID)).filter((element) => element.getAttribute('aria-hidden') !== 'true');
  return all.filter((element) => !all.some((other) => other !== element && other.contains(element)));
}

/** Brings a part into view (a long form's first error may be two screens up) and puts the focus on it. */
export function focusPart(part: HTMLElement): void {
  const target = part.matches(FOCUSABLE) ? part : part.querySelector<HTMLElement>(FOCUSABLE) ?? part;
  if (target === part && !part.matches(FOCUSABLE)) part.tabIndex = -1;
  // jsdom has no scrollIntoView; the centre leaves room for the label above and the message below.
  part.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}

/**
 * One form behaviour for the whole app (issue 15): after a submit the checkers refused, go to the
 * first field that needs fixing and say how many do; the count follows the fixes and goes when
 * none is left. Runs on the rendered form (after the refused submit's messages are on screen),
 * so every kind of field takes part, whichever form state it lives in.
 */
export function useFormProblems() {
  const ref = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  // null: nothing to say (no refused submit yet, or the last one passed).
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const parts = invalidParts(ref.current);
    setCount(parts.length);
    if (parts[0]) focusPart(parts[0]);
  }, [attempt]);

  // Every render of the form (each keystroke re-renders it) recounts while the count shows.
  useEffect(() => {
    if (count === null || count === 0) return;
    const now = invalidParts(ref.current).length;
    if (now !== count) setCount(now === 0 ? null : now);
  });

  const refused = () => setAttempt((n) => n + 1);
  const passed = () => setCount(null);
  return {
    ref,
    count,
    /** The checkers refused the submit. */
    refused,
    /** The checkers passed: nothing is left to say. */
    passed,
    /** The form's onSubmit: `check` refuses (then the focus goes to the first field to fix) or passes and `send` runs. */
    onSubmit: (check: () => boolean, send: () => void) => (event: FormEvent) => {
      event.preventDefault();
      if (!check()) return refused();
      passed();
      send();
    },
  };
}

/**
 * "还有 2 项需要修改", announced (role="alert") and shown just above the form's button. It sticks to
 * the bottom of the screen while the person fixes a field higher up, and falls back into its place
 * above the button when they scroll down to it, so it never covers the button.
 */
export function FormProblems({ count }: { count: number | null }) {
  if (count === null) return null;
  const text = count === 0 ? t('ui.form.fixMarked') : t(count === 1 ? 'ui.form.fixCount.one' : 'ui.form.fixCount', { n: count });
  return (
    <Alert severity="error" role="alert" sx={{ position: 'sticky', bottom: 8, zIndex: 1, boxShadow: 2 }}>
      {text}
    </Alert>
  );
}
