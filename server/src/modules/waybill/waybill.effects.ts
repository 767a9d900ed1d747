import type { Executor } from '../../db/types';

/**
 * What other modules do when waybills are cancelled, in the cancelling transaction (the money
 * module refunds a freight it was holding). Registered at import; run by every cancellation path
 * (the driver's, the owner's, a dispatch withdrawn, the goods source cancelled).
 */
export type WaybillsCancelledEffect = (tx: Executor, waybillIds: number[], at: Date) => Promise<void>;

const cancelledEffects: WaybillsCancelledEffect[] = [];

export function onWaybillsCancelled(effect: WaybillsCancelledEffect): void {
  cancelledEffects.push(effect);
}

export async function waybillsCancelled(tx: Executor, waybillIds: number[], at: Date): Promise<void> {
  if (waybillIds.length === 0) return;
  for (const effect of cancelledEffects) await effect(tx, waybillIds, at);
}
