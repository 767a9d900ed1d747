'use client';
import { useState } from 'react';
import { captchaImageUrl, checkCaptcha } from '@/lib/api';

/**
 * The image captcha for one phone number (the server keeps one per number): its picture, a new
 * one on request, and "check the answer, then do what needed it" (send an SMS code).
 *
 * `phone` is the number the captcha is for, or null while no captcha is wanted (the number is not
 * valid yet, or the server has not asked for one). A new number gets its own picture; going to
 * null drops the old number's picture.
 */
export function usePhoneCaptcha(phone: string | null) {
  const [captcha, setCaptcha] = useState<{ phone: string; url: string } | null>(null);
  // Set while rendering: React re-renders at once, before anything shows the old number's picture.
  if (phone === null && captcha !== null) setCaptcha(null);
  if (phone !== null && captcha?.phone !== phone) setCaptcha({ phone, url: captchaImageUrl(phone) });
  const imageUrl = phone !== null && captcha?.phone === phone ? captcha.url : null;

  /** A new picture (and answer) for the number: the server allows one try per picture. */
  const refresh = () => {
    if (phone !== null) setCaptcha({ phone, url: captchaImageUrl(phone, true) });
  };

  /**
   * Checks `answer` for the number, then runs `next` (which the passed captcha allows). A refused
   * answer spends the picture: a new one shows and the refusal is thrown, `next` is not run.
   */
  const checkThen = async <T>(answer: string, next: () => Promise<T>): Promise<T> => {
    if (phone === null) throw new Error('usePhoneCaptcha: no phone number to check a captcha for');
    try {
      await checkCaptcha(phone, answer);
    } catch (failure) {
      refresh();
      throw failure;
    }
    return next();
  };

  return { imageUrl, refresh, checkThen };
}
