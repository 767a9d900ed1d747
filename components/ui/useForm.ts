'use client';
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/http/errors';
import { t } from '@/lib/i18n';
import type { FieldRule } from '@/lib/validate';

export interface FieldSpec {
  initial?: string;
  /** Checked in order; the first refusal's message is shown. */
  rules?: readonly FieldRule[];
}

/** What a FormField needs from the form: its value, change and blur, and the message to show. */
export interface FieldBinding {
  name: string;
  value: string;
  /** The first failing rule's message, once the person left the field or tried to submit. */
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function firstRefusal(value: string, rules: readonly FieldRule[] = []): string | null {
  const refused = rules.find((rule) => !rule.check(value));
  return refused ? t(refused.messageKey, refused.messageVars) : null;
}

/**
 * The state of a small form. Values live here, not in the inputs, so a refused submit keeps
 * everything typed; a field shows its rule's message after blur or a submit attempt.
 */
export function useForm<K extends string>(spec: Record<K, FieldSpec>) {
  const names = Object.keys(spec) as K[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, spec[name].initial ?? ''])) as Record<K, string>,
  );
  const [shown, setShown] = useState<Partial<Record<K, boolean>>>({});
  // The server's word on a field (already in the person's language), until that field changes.
  const [refused, setRefused] = useState<Partial<Record<K, string>>>({});

  const show = useCallback((which: readonly K[]) => {
    setShown((current) => ({ ...current, ...Object.fromEntries(which.map((name) => [name, true])) }));
  }, []);

  /**
   * Stops showing the fields' messages until they are left or submitted again: a code field's
   * "required" is stale once the code has just been sent and the person waits for it.
   */
  const hide = useCallback((which: readonly K[]) => {
    setShown((current) => ({ ...current, ...Object.fromEntries(which.map((name) => [name, false])) }));
  }, []);

  const errorOf = (name: K) => firstRefusal(values[name], spec[name].rules);

  /** Shows a refused submit's field-level messages next to those of this form's fields. */
  const showRefusal = useCallback((failure: unknown) => {
    if (!(failure instanceof ApiError)) return;
    const mine = failure.errors.filter((e) => e.field in spec);
    setRefused(Object.fromEntries(mine.map((e) => [e.field, e.message])) as Partial<Record<K, string>>);
    // The spec is the form's fixed description: its first render's fields are the ones to match.
  }, []);

  /**
   * Marks the fields (all by default) as checked and says whether they all pass. A message then
   * follows the value: it goes as soon as the field is fixed. Going to the first field to fix and
   * saying how many is the form's part (ActionForm, FormProblems), which sees every kind of field.
   */
  const validate = (which: readonly K[] = names): boolean => {
    show(which);
    return which.every((name) => errorOf(name) === null);
  };

  const setValue = useCallback((name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRefused((current) => (name in current ? { ...current, [name]: undefined } : current));
  }, []);

  const field = (name: K): FieldBinding => ({
    name,
    value: values[name],
    error: (shown[name] ? errorOf(name) : null) ?? refused[name] ?? null,
    onChange: (value) => setValue(name, value),
    onBlur: () => show([name]),
  });

  /** True when the field passes its rules (whether or not its message is shown yet). */
  const isValid = (name: K) => errorOf(name) === null;

  /** Back to the initial values with no message shown, for the next entry after a successful submit. */
  const reset = useCallback(() => {
    setValues(Object.fromEntries(names.map((name) => [name, spec[name].initial ?? ''])) as Record<K, string>);
    setShown({});
    setRefused({});
    // The spec is the form's fixed description: its first render's value is the one to return to.
  }, []);

  return { values, field, validate, setValue, isValid, reset, showRefusal, hide };
}
