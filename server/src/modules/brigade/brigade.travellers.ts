import { createHmac } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { BRIGADE_MAX_SAVED_TRAVELLERS, type BrigadeTraveller, type BrigadeTravellerSave } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { badField, conflict, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { isUniqueViolation } from '../identity/certification.submit';
import { encryptIdCardNo, maskIdCardNo } from '../identity/identity.secrets';
import { brigadeTravellers } from './brigade.table';

/**
 * A buyer's saved travellers (docs/brigade.md "Travellers"): the people a self-drive order names.
 * Name and ID number are checked together by the ID checker before anything is stored; the number
 * is kept sealed and masked (identity.secrets.ts), one entry per number per buyer. Only their
 * buyer ever reads them: anyone else's answers like a missing one.
 */

type TravellerRow = typeof brigadeTravellers.$inferSelect;

/** An HMAC of the ID number under the server's secret: equal numbers match, the number is not readable. */
function idCardHash(secret: string, idCardNo: string): string {
  return createHmac('sha256', secret).update(`brigade-traveller:${idCardNo}`).digest('hex');
}

function toTraveller(row: TravellerRow): BrigadeTraveller {
  return { travellerId: row.id, name: row.name, idCardNoMasked: row.idCardMasked, mobile: row.mobile, createdAt: row.createdAt.toISOString() };
}

/** userInfos: the caller's travellers, newest first. */
export async function listTravellers(deps: AppDeps, principal: Principal | null): Promise<BrigadeTraveller[]> {
  const { userId } = requireSignedIn(principal);
  const rows = await deps.db.select().from(brigadeTravellers).where(eq(brigadeTravellers.ownerId, userId)).orderBy(desc(brigadeTravellers.createdAt), desc(brigadeTravellers.id));
  return rows.map(toTraveller);
}

/** userInfo/save: add a traveller, or change one of the caller's (all fields again). */
export async function saveTraveller(deps: AppDeps, principal: Principal | null, body: z.output<typeof BrigadeTravellerSave>): Promise<BrigadeTraveller> {
  const { userId } = requireSignedIn(principal);
  const { db } = deps;
  const current = body.travellerId === undefined ? undefined : (await db.select().from(brigadeTravellers).where(and(eq(brigadeTravellers.id, body.travellerId), eq(brigadeTravellers.ownerId, userId))))[0];
  if (body.travellerId !== undefined && !current) throw notFound('brigade.travellerNotFound');
  const hash = idCardHash(deps.config.tokenSecret, body.idCardNo);
  const [same] = await db.select().from(brigadeTravellers).where(and(eq(brigadeTravellers.ownerId, userId), eq(brigadeTravellers.idCardHash, hash)));
  if (same && same.id !== current?.id) throw conflict('brigade.travellerExists');
  if (!current) {
    const [{ saved }] = await db.select({ saved: count() }).from(brigadeTravellers).where(eq(brigadeTravellers.ownerId, userId));
    if (saved >= BRIGADE_MAX_SAVED_TRAVELLERS) throw conflict('brigade.tooManyTravellers', { max: BRIGADE_MAX_SAVED_TRAVELLERS });
  }
  const checked = await deps.providers.idCheck.check(body.name, body.idCardNo);
  if (checked.outcome === 'mismatch') throw badField('idCardNo', checked.reason);

  const at = nowDate();
  const values = {
    name: body.name,
    idCardCipher: encryptIdCardNo(deps.config.tokenSecret, body.idCardNo),
    idCardMasked: maskIdCardNo(body.idCardNo),
    idCardHash: hash,
    mobile: body.mobile,
    updatedAt: at,
  };
  try {
    const [row] = current
      ? await db.update(brigadeTravellers).set(values).where(eq(brigadeTravellers.id, current.id)).returning()
      : await db.insert(brigadeTravellers).values({ ...values, ownerId: userId, createdAt: at }).returning();
    return toTraveller(row);
  } catch (error) {
    // The same number saved by a parallel request of the same buyer.
    if (isUniqueViolation(error)) throw conflict('brigade.travellerExists');
    throw error;
  }
}

/** userInfo/delete: one of the caller's travellers goes (orders keep the copies they made). */
export async function deleteTraveller(deps: AppDeps, principal: Principal | null, travellerId: number) {
  const { userId } = requireSignedIn(principal);
  const removed = await deps.db
    .delete(brigadeTravellers)
    .where(and(eq(brigadeTravellers.id, travellerId), eq(brigadeTravellers.ownerId, userId)))
    .returning({ id: brigadeTravellers.id });
  if (removed.length === 0) throw notFound('brigade.travellerNotFound');
  return { travellerId, deleted: true as const };
}
