import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { FreightPayment } from '@/lib/contract/money';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { conflict } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { nowDate } from '../clock';
import { findEnterpriseById } from '../owner/owner.repository';
import { vehicles } from '../vehicle/vehicle.table';
import { STATUS_NAME, loadWaybill, requireCargoOwnerOf, requireLogistics, requireStatus, type LoadedWaybill } from '../waybill/waybill.access';
import { onWaybillsCancelled } from '../waybill/waybill.effects';
import { transition } from '../waybill/waybill.service';
import { waybills } from '../waybill/waybill.table';
import type { WaybillRow } from '../waybill/waybill.repository';
import { approvedRealName } from './money.access';
import { availableOf, ensureWallet, postTransfer } from './money.ledger';
import { freightPayments, ledgerAccounts } from './money.table';
import { runIdempotent } from '../idempotency/idempotency';

/**
 * Freight (docs/money.md "Freight"): the cargo owner pays a waybill's freight into the platform's
 * freight escrow (from the wallet, or topped up through the gateway first); on unloading the owner
 * settles and it goes to the payee (the carrier enterprise owning the vehicle, else the driver);
 * a cancelled waybill gets it back. Transfer ids are 'freight:<waybill>:paid|released|refunded':
 * each happens at most once whatever retries or races.
 */

/** Statuses in which the owner may still pay: the waybill exists and is neither over nor cancelled. */
const PAYABLE = ['assigned', 'created', 'signed', 'loading', 'loaded', 'inTransit', 'unloading', 'unloaded'] as const;

type HoldRow = typeof freightPayments.$inferSelect;

async function findHold(db: Executor, waybillId: number, forUpdate = false): Promise<HoldRow | undefined> {
  const query = db.select().from(freightPayments).where(eq(freightPayments.waybillId, waybillId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Who is paid on settlement: the enterprise owning the vehicle, else the driver. */
async function payeeOf(db: Executor, secret: string, waybill: WaybillRow): Promise<{ kind: 'personal' | 'enterprise'; id: number; name: string }> {
  const [vehicle] = await db.select({ enterpriseId: vehicles.enterpriseId }).from(vehicles).where(eq(vehicles.id, waybill.vehicleId));
  if (vehicle?.enterpriseId) {
    const found = await findEnterpriseById(db, vehicle.enterpriseId);
    if (found) return { kind: 'enterprise', id: found.enterprise.id, name: found.enterprise.name };
  }
  const person = await approvedRealName(db, secret, waybill.driverId);
  return { kind: 'personal', id: waybill.driverId, name: person?.name ?? waybill.plateNumber };
}

async function viewOf(deps: AppDeps, db: Executor, loaded: LoadedWaybill, hold: HoldRow | undefined): Promise<z.infer<typeof FreightPayment>> {
  const { waybill, source } = loaded;
  const isOwner = loaded.viewer === 'cargoOwner';
  const wallet = isOwner ? await ensureWallet(db, 'personal', waybill.cargoOwnerId) : null;
  const payee = await payeeOf(db, deps.config.tokenSecret, loaded.waybill);
  return {
    waybillId: waybill.id,
    freightFen: waybill.freightFen,
    status: hold?.status ?? 'unpaid',
    waybillStatus: waybill.status,
    route: `${source.originName} → ${source.destinationName}`,
    plateNumber: waybill.plateNumber,
    payeeName: payee.name,
    paidAt: hold?.paidAt.toISOString() ?? null,
    releasedAt: hold?.releasedAt?.toISOString() ?? null,
    refundedAt: hold?.refundedAt?.toISOString() ?? null,
    walletAvailableFen: wallet ? availableOf(wallet) : null,
    canPay: isOwner && !hold && (PAYABLE as readonly string[]).includes(waybill.status),
    canSettle: isOwner && hold?.status === 'held' && waybill.status === 'unloaded',
  };
}

/** GET freightPayment/{id}: the waybill's driver, cargo owner or a manager who can see it. */
export async function freightPayment(deps: AppDeps, principal: Principal | null, waybillId: number) {
  const { userId } = requireLogistics(principal);
  const loaded = await loadWaybill(deps.db, userId, waybillId);
  return viewOf(deps, deps.db, loaded, await findHold(deps.db, waybillId));
}

/**
 * Holds a waybill's freight from its cargo owner's wallet (payFreight, and a freight payment's
 * gateway top-up once notified). The caller has locked the waybill row. Answers the hold, or null
 * when the wallet cannot cover it (only `lenient` callers get null; the others a 409).
 */
export async function holdFreight(tx: Executor, waybill: typeof waybills.$inferSelect, lenient = false): Promise<HoldRow | null> {
  const existing = await findHold(tx, waybill.id, true);
  if (existing) {
    if (lenient) return null;
    throw conflict(existing.status === 'held' ? 'money.freightHeld' : existing.status === 'released' ? 'money.freightReleased' : 'money.freightRefunded');
  }
  if (!(PAYABLE as readonly string[]).includes(waybill.status)) {
    if (lenient) return null;
    throw conflict('money.waybillNotPayable', { status: STATUS_NAME[waybill.status] });
  }
  const wallet = await ensureWallet(tx, 'personal', waybill.cargoOwnerId);
  const [locked] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, wallet.id)).for('update');
  if (availableOf(locked) < waybill.freightFen) {
    if (lenient) return null;
    throw conflict('money.walletShort', { available: (availableOf(locked) / 100).toFixed(2), freight: (waybill.freightFen / 100).toFixed(2) });
  }
  await postTransfer(tx, { id: `freight:${waybill.id}:paid`, debit: wallet.id, credit: 'freightEscrow', amount: waybill.freightFen, code: 'freightPaid', ref: `waybill:${waybill.id}` });
  const [hold] = await tx
    .insert(freightPayments)
    .values({ waybillId: waybill.id, payerAccountId: wallet.id, amount: waybill.freightFen, status: 'held', paidAt: nowDate() })
    .returning();
  return hold;
}

/** POST payFreight/{id}: the cargo owner pays from the wallet (Idempotency-Key). */
export async function payFreight(deps: AppDeps, principal: Principal | null, key: string | undefined, waybillId: number) {
  const { userId } = requireLogistics(principal);
  return runIdempotent(deps, userId, key, 'payFreight', { waybillId }, async (tx) => {
    const loaded = await loadWaybill(tx, userId, waybillId, true);
    requireCargoOwnerOf(loaded, 'waybill.actionPay');
    const hold = await holdFreight(tx, loaded.waybill);
    return viewOf(deps, tx, loaded, hold ?? undefined);
  });
}

/** POST ownerSettlement: the owner confirms an unloaded waybill; the held freight goes to the payee; the waybill is settled. */
export async function ownerSettlement(deps: AppDeps, principal: Principal | null, key: string | undefined, waybillId: number) {
  const { userId } = requireLogistics(principal);
  return runIdempotent(deps, userId, key, 'ownerSettlement', { waybillId }, async (tx) => {
    const loaded = await loadWaybill(tx, userId, waybillId, true);
    requireCargoOwnerOf(loaded, 'waybill.actionSettle');
    requireStatus(loaded.waybill, ['unloaded'], 'waybill.actionSettle');
    const { released, settled } = await settleFreight(tx, deps.config.tokenSecret, loaded.waybill, userId);
    return viewOf(deps, tx, { ...loaded, waybill: settled }, released);
  });
}

/**
 * Releases an unloaded waybill's held freight to its payee and moves the waybill to settled, in
 * the caller's transaction (the waybill row locked; ownerSettlement, and the demo data's trips
 * with their own `at`). 409 when nothing is held.
 */
export async function settleFreight(tx: Executor, secret: string, waybill: WaybillRow, actorId: number, at = nowDate()) {
  const hold = await findHold(tx, waybill.id, true);
  if (!hold || hold.status !== 'held') throw conflict('money.payFreightFirst');
  const payee = await payeeOf(tx, secret, waybill);
  const payeeWallet = await ensureWallet(tx, payee.kind, payee.id);
  await postTransfer(tx, { id: `freight:${waybill.id}:released`, debit: 'freightEscrow', credit: payeeWallet.id, amount: hold.amount, code: 'freightReceived', ref: `waybill:${waybill.id}` });
  const [released] = await tx
    .update(freightPayments)
    .set({ status: 'released', payeeAccountId: payeeWallet.id, releasedAt: at })
    .where(and(eq(freightPayments.waybillId, waybill.id), eq(freightPayments.status, 'held')))
    .returning();
  const settled = await transition(tx, waybill, 'settled', { actorId, at });
  return { released, settled };
}

/** A cancelled waybill's held freight goes back to the payer (in the cancelling transaction). */
onWaybillsCancelled(async (tx, waybillIds, at) => {
  const held = await tx
    .select()
    .from(freightPayments)
    .where(and(inArray(freightPayments.waybillId, waybillIds), eq(freightPayments.status, 'held')))
    .for('update');
  if (held.length === 0) return;
  for (const hold of held) {
    await postTransfer(tx, { id: `freight:${hold.waybillId}:refunded`, debit: 'freightEscrow', credit: hold.payerAccountId, amount: hold.amount, code: 'freightRefund', ref: `waybill:${hold.waybillId}` });
    await tx.update(freightPayments).set({ status: 'refunded', refundedAt: at }).where(eq(freightPayments.waybillId, hold.waybillId));
  }
});
