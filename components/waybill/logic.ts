import type { QueuedFieldAction, WaybillDetailInfo } from '@/lib/api';
import type { WaybillStatus } from '@/lib/contract';

/** The driver's field steps, in the order a trip does them. */
export type DriverStep = 'receive' | 'sign' | 'scanLoading' | 'completeLoading' | 'scanUnloading' | 'completeUnloading';
const DRIVER_STEPS: readonly DriverStep[] = ['receive', 'sign', 'scanLoading', 'completeLoading', 'scanUnloading', 'completeUnloading'];

/** Where each queued field action moves a waybill once the server applies it. */
const QUEUED_MOVES: Partial<Record<QueuedFieldAction['action'], WaybillStatus>> = {
  scanningLoading: 'loading',
  loadingCompleted: 'loaded',
  scanningUnloading: 'unloading',
  unLoadingCompleted: 'unloaded',
};

/** The driver's step from a status the phone expects (after its queued actions arrive). */
const STEP_AFTER: Partial<Record<WaybillStatus, DriverStep>> = {
  signed: 'scanLoading',
  loading: 'completeLoading',
  loaded: 'scanUnloading',
  inTransit: 'scanUnloading',
  unloading: 'completeUnloading',
};

/** The status the waybill will have once the phone's queued (not refused) actions are sent. */
export function expectedStatus(status: WaybillStatus, queue: readonly QueuedFieldAction[]): WaybillStatus {
  return queue.filter((entry) => !entry.failure).reduce<WaybillStatus>((current, entry) => QUEUED_MOVES[entry.action] ?? current, status);
}

/** True while some of this waybill's field actions wait on the phone. */
export function hasWaiting(queue: readonly QueuedFieldAction[]): boolean {
  return queue.some((entry) => !entry.failure);
}

/**
 * The one big button of the driver's waybill: the server's allowed actions, or, while field
 * actions wait on the phone, the step after them (so a driver offline at the pickup can still
 * finish loading; the queue sends both in order). Null when nothing is the driver's to do.
 */
export function nextDriverStep(waybill: Pick<WaybillDetailInfo, 'status' | 'actions'>, queue: readonly QueuedFieldAction[]): DriverStep | null {
  if (hasWaiting(queue)) return STEP_AFTER[expectedStatus(waybill.status, queue)] ?? null;
  return DRIVER_STEPS.find((step) => waybill.actions.includes(step)) ?? null;
}

