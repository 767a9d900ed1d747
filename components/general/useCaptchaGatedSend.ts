'use client';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/http/errors';
import type { FieldBinding } from '@/components/ui/useForm';
import { usePhoneCaptcha } from './usePhoneCaptcha';

/**
 * What the gate needs of the screen's form (a useForm with a `captcha` field, rules: required):
 * the field's value and binding, checking, emptying and hiding it, and showing a server refusal.
 */
export interface CaptchaGatedForm {
  values: { captcha: string };
  field: (name: 'captcha') => FieldBinding;
  validate: (which: readonly 'captcha'[]) => boolean;
  setValue: (name: 'captcha', value: string) => void;
  hide: (which: readonly 'captcha'[]) => void;
  showRefusal: (failure: unknown) => void;
}

export interface CaptchaGatedSendOptions<T> {
  /** The screen's form, with a `captcha` field (shown only while the server wants a captcha). */
  form: CaptchaGatedForm;
  /** The number the code goes to (as typed, trimmed): the captcha rule is per number. */
  phone: string;
  /** Checks the screen's own fields before a send (e.g. the phone number); none by default. */
  check?: () => boolean;
  /** Sends the code (once the captcha, when one is wanted, has passed). */
  send: () => Promise<T>;
}

/** The server's "solve the captcha for this number before another code" (docs/auth.md). */
export const isCaptchaRequired = (failure: unknown) => failure instanceof ApiError && failure.code === 'captcha.requiredAfterSends';

/** The gate's state for the screen: what CaptchaGate shows, and the send to tap. */
export interface CaptchaGate<T> {
  /** The server wants a captcha for the number before its next code: the captcha shows. */
  wanted: boolean;
  /** The captcha's picture for the number (null while none is wanted). */
  imageUrl: string | null;
  /** A new picture for the number. */
  refresh: () => void;
  /** The form's captcha field. */
  field: FieldBinding;
  /** Checks the screen's own fields, and the captcha answer when one is wanted (messages shown). */
  validate: () => boolean;
  /**
   * Sends the code, checking the captcha first when one is wanted. Undefined when nothing was sent
   * because the form refused, or because the server now wants a captcha (which then shows: not a
   * failure). Other refusals are shown by their fields and thrown.
   */
  send: () => Promise<T | undefined>;
}

/**
 * An SMS code send that passes the server's captcha gate: after a few codes a day to one number the
 * server sends the next only once a captcha for that number is passed (captcha.requiredAfterSends,
 * docs/auth.md). The first refusal is not a dead end: the captcha shows for the number and each
 * later send checks it first. One picture per check: afterwards a new one waits, its answer empty.
 * A different number drops the captcha (and the answer typed for its picture).
 */
export function useCaptchaGatedSend<T>({ form, phone, check = () => true, send }: CaptchaGatedSendOptions<T>): CaptchaGate<T> {
  // The number the server wants a captcha for before its next code; a different number drops it
  // with the answer typed for its picture (set while rendering).
  const [captchaFor, setCaptchaFor] = useState<string | null>(null);
  const { setValue } = form;
  if (captchaFor !== null && captchaFor !== phone) {
    setCaptchaFor(null);
    setValue('captcha', '');
  }
  const captcha = usePhoneCaptcha(captchaFor);
  // The captcha just showed in answer to a tap on "send code": its answer is what to type next.
  useEffect(() => {
    if (captchaFor !== null) document.getElementById('field-captcha')?.focus();
  }, [captchaFor]);

  const wanted = captchaFor !== null;
  const validate = () => {
    // Both checked (no short cut), so every field to fix says so at once.
    const own = check();
    const answered = wanted ? form.validate(['captcha']) : true;
    return own && answered;
  };

  const gatedSend = async () => {
    const withCaptcha = wanted;
    if (!validate()) return undefined;
    let passed = false;
    const sendNow = () => {
      passed = true;
      return send();
    };
    // One try per picture: once checked, right or wrong, the next send needs a new picture and answer
    // (usePhoneCaptcha already shows a new one when the answer was refused).
    const spent = () => {
      if (!withCaptcha) return;
      if (passed) captcha.refresh();
      setValue('captcha', '');
      // Emptied for the new picture, not left empty: no "required" until the next send.
      form.hide(['captcha']);
    };
    try {
      const sent = withCaptcha ? await captcha.checkThen(form.values.captcha.trim(), sendNow) : await sendNow();
      spent();
      return sent;
    } catch (failure) {
      spent();
      if (!withCaptcha && isCaptchaRequired(failure)) {
        // Not a dead end: the captcha shows (with why) and the next tap checks it, then sends.
        setCaptchaFor(phone);
        return undefined;
      }
      // A wrong or expired captcha says so by its field as well (the caller's toast or message says it too).
      form.showRefusal(failure);
      throw failure;
    }
  };

  return { wanted, imageUrl: captcha.imageUrl, refresh: captcha.refresh, field: form.field('captcha'), validate, send: gatedSend };
}
