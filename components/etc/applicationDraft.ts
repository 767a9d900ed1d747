'use client';
import { useCallback, useEffect, useState } from 'react';
import { ETC_EDITABLE_STATUSES } from '@/lib/contract';
import { useCurrentUser, useEtcOrder, useMyEtcOrders, type EtcOrderInfo } from '@/lib/api';
import { forgetDraft, keepDraft, readDraft } from '@/lib/state/formDraft';
import { useIdParam } from '@/components/router/RouteContext';

/**
 * Where the ETC application being put together lives. The application itself is a draft on the
 * server from the moment its truck is given (createOrder), changed part by part (updateOrder) and
 * sent from etcConfirm: it survives leaving the flow, a reload, another phone. What a person types
 * on a part's screen before it is saved (a typed truck with its licence photos, a half-typed
 * address while the area picker is open) is kept as a form draft of the signed-in account
 * (lib/state/formDraft: another account never sees it, sign-out removes it).
 */

/** True for an application its applicant may still change (draft, or rejected to fix). */
export function isEditable(order: Pick<EtcOrderInfo, 'status'>): boolean {
  return (ETC_EDITABLE_STATUSES as readonly string[]).includes(order.status);
}

/**
 * The application a screen of the flow works on: `?orderId=`, else the caller's newest one still
 * being filled in or fixed. `order` is null when there is none (the flow starts with the truck),
 * undefined while loading.
 */
export function useApplication() {
  const named = useIdParam('orderId');
  const { orders, error: listError, mutate: reloadList } = useMyEtcOrders();
  const { order: namedOrder, error: namedError, mutate: reloadNamed } = useEtcOrder(named);
  const inProgress = orders?.find(isEditable);
  const order = named !== null ? namedOrder : orders === undefined ? undefined : (inProgress ?? null);
  return {
    order,
    error: named !== null ? namedError : listError,
    reload: () => void (named !== null ? reloadNamed() : reloadList()),
  };
}

/** The query that keeps a screen of the flow on this application. */
export const orderQuery = (order: Pick<EtcOrderInfo, 'id'> | null | undefined): Record<string, string> => (order ? { orderId: String(order.id) } : {});

/**
 * A form's typed values kept for the signed-in account under `tf.draft.<name>` while the person is
 * away from the form (a picker, another screen, the app closed): `kept` is what was kept (checked
 * with `accepts`), `keep` stores the current values, `forget` drops them once saved.
 */
export function useKeptForm<Value>(name: string, accepts: (value: unknown) => value is Value) {
  const { user } = useCurrentUser();
  const account = user?.userId;
  const [kept, setKept] = useState<Value | null | undefined>(undefined);
  useEffect(() => {
    if (account !== undefined) setKept(readDraft(name, account, accepts));
    // `accepts` is a fixed checker; the account and the name are what choose the draft.
  }, [account, name]);
  const keep = useCallback((value: Value) => {
    if (account !== undefined) keepDraft(name, account, value);
  }, [account, name]);
  const forget = useCallback(() => forgetDraft(name), [name]);
  /** undefined until the account is known and its draft read. */
  return { kept, keep, forget };
}
