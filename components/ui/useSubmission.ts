'use client';
import { useRef, useState } from 'react';
import { Intent, isUnanswered, resendUnanswered } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useAction, type Action } from './useAction';

export interface Submission<A extends unknown[], R> extends Action<A, R> {
  /** The automatic resend under way (1, 2, …); 0 when none. */
  resending: number;
}

/**
 * A tap that creates or changes something, sent as ONE user intention (docs/idempotency.md): the
 * action gets the intention and hands it to the lib/api verb, which sends the same Idempotency-Key
 * on every send of the same call and input. While no answer comes (offline, time-out, a server
 * error) it is resent automatically a few times (`resending` counts them); after that the message
 * invites another tap, which resends the same intention. A definite answer (success or a
 * refusal) ends the intention: the next tap, or a changed form, is a new one.
 */
export function useSubmission<A extends unknown[], R>(action: (intent: Intent, ...args: A) => Promise<R>): Submission<A, R> {
  const [intent] = useState(() => new Intent());
  const [resending, setResending] = useState(0);
  const latest = useRef(action);
  latest.current = action;

  const submission = useAction(async (...args: A) => {
    try {
      const result = await resendUnanswered(() => latest.current(intent, ...args), setResending);
      intent.settle();
      return result;
    } catch (failure) {
      if (!isUnanswered(failure)) {
        intent.settle();
        throw failure;
      }
      throw new Error(t('ui.submission.unanswered'));
    } finally {
      setResending(0);
    }
  });
  return { ...submission, resending };
}
