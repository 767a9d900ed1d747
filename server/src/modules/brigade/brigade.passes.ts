import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { BrigadePass, BrigadePassBind, BrigadePassStatus } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badField, conflict, notFound, type PlainErrorCode } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { fileUrl } from '../identity/file.service';
import { encryptIdCardNo, maskIdCardNo } from '../identity/identity.secrets';
import { files } from '../identity/identity.table';
import { shopToday } from './brigade.catalogue';
import { brigadePasses, brigadeProducts } from './brigade.table';

/**
 * Annual passes ("oneCode", docs/brigade.md "Annual pass"): a paid annualPass order gives its buyer
 * a pass (brigade.orders.ts makes it); the buyer binds it once to a person, name and ID checked by
 * the ID checker, with a photo they uploaded. Its status is read from its dates and facts: voided
 * (its order refunded), expired (after its last valid day, China time), bound, or unbound.
 */

type PassRow = typeof brigadePasses.$inferSelect;

/** A pass status as a {status} param of a refusal. */
export const PASS_STATUS_NAME: Record<BrigadePassStatus, PlainErrorCode> = {
  unbound: 'brigade.passStatusUnbound',
  bound: 'brigade.passStatusBound',
  expired: 'brigade.passStatusExpired',
  voided: 'brigade.passStatusVoided',
};

export function passStatus(row: PassRow, today: string): BrigadePassStatus {
  if (row.voidedAt) return 'voided';
  if (row.validUntil < today) return 'expired';
  return row.boundAt ? 'bound' : 'unbound';
}

function toPass(row: PassRow, title: string, today: string): BrigadePass {
  const bound = row.boundAt && row.holderName && row.holderIdCardMasked && row.holderPhotoFileId;
  return {
    passId: row.id,
    passNo: row.passNo,
    productId: row.productId,
    title,
    orderId: row.orderId,
    status: passStatus(row, today),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    holder: bound
      ? { name: row.holderName!, idCardNoMasked: row.holderIdCardMasked!, photoFileId: row.holderPhotoFileId!, photoUrl: fileUrl(row.holderPhotoFileId!), boundAt: row.boundAt!.toISOString() }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function passesOf(db: Executor, ownerId: number, passId?: number) {
  const where = passId === undefined ? eq(brigadePasses.ownerId, ownerId) : and(eq(brigadePasses.ownerId, ownerId), eq(brigadePasses.id, passId));
  return db
    .select({ pass: brigadePasses, title: brigadeProducts.title })
    .from(brigadePasses)
    .innerJoin(brigadeProducts, eq(brigadeProducts.id, brigadePasses.productId))
    .where(where)
    .orderBy(desc(brigadePasses.createdAt), desc(brigadePasses.id));
}

/** annualCard: the caller's passes, newest first. */
export async function listPasses(deps: AppDeps, principal: Principal | null): Promise<BrigadePass[]> {
  const { userId } = requireSignedIn(principal);
  const today = shopToday();
  return (await passesOf(deps.db, userId)).map((row) => toPass(row.pass, row.title, today));
}

/** annualCard bind: one of the caller's usable passes, bound once to a checked person with their photo. */
export async function bindPass(deps: AppDeps, principal: Principal | null, passId: number, body: z.output<typeof BrigadePassBind>): Promise<BrigadePass> {
  const { userId } = requireSignedIn(principal);
  const { db } = deps;
  const today = shopToday();
  const [found] = await passesOf(db, userId, passId);
  if (!found) throw notFound('brigade.passNotFound');
  const status = passStatus(found.pass, today);
  if (status === 'bound') throw conflict('brigade.passBound');
  if (status !== 'unbound') throw conflict('brigade.passNotUsable', { status: PASS_STATUS_NAME[status] });
  const [photo] = await db.select({ id: files.id }).from(files).where(and(eq(files.id, body.photoFileId), eq(files.ownerId, userId)));
  if (!photo) throw badField('photoFileId', 'brigade.photoNotYours');
  const checked = await deps.providers.idCheck.check(body.name, body.idCardNo);
  if (checked.outcome === 'mismatch') throw badField('idCardNo', checked.reason);
  // Bound once: the update applies only to a pass still unbound and not voided, so two binds at once bind one person.
  const [row] = await db
    .update(brigadePasses)
    .set({
      holderName: body.name,
      holderIdCardCipher: encryptIdCardNo(deps.config.tokenSecret, body.idCardNo),
      holderIdCardMasked: maskIdCardNo(body.idCardNo),
      holderPhotoFileId: body.photoFileId,
      boundAt: nowDate(),
    })
    .where(and(eq(brigadePasses.id, passId), isNull(brigadePasses.boundAt), isNull(brigadePasses.voidedAt)))
    .returning();
  if (!row) throw conflict('brigade.passBound');
  return toPass(row, found.title, today);
}
