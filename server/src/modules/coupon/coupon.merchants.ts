import { randomBytes } from 'node:crypto';
import type { MerchantStaffRole } from '@/lib/contract';
import type { Executor } from '../../db/types';
import { nowDate } from '../clock';
import { certifications, files } from '../identity/identity.table';
import { insertMerchant, insertStaff } from '../merchant/merchant.repository';
import { addIdentity, findUserById } from '../user/user.repository';

/*
 * The rows an approved merchant has, written directly (not through the application and review
 * calls): for the coupon demo data, the coupon and activity tests and the write-off benchmark,
 * which need a merchant to exist, not to go through onboarding.
 */

/** The identity a staff role carries (docs/merchants.md): admin → merchantAdmin, waiter → waiter, liaison → liaison. */
const ROLE_IDENTITY = { admin: 'merchantAdmin', waiter: 'waiter', liaison: 'liaison' } as const;

/** The user's own mobile: what the real flows record as a staff member's phone (merchant.service, merchant.staff). */
async function mobileOf(db: Executor, userId: number): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  return user.mobile;
}

/**
 * Makes `userId` staff of the merchant in `role`, with the identity it carries. The phone is the
 * user's own mobile unless given, as when the real application or staff screen adds them.
 */
export async function insertStaffMember(db: Executor, merchantId: number, userId: number, role: MerchantStaffRole, name: string, phone?: string): Promise<void> {
  await insertStaff(db, { merchantId, userId, role, name, phone: phone ?? (await mobileOf(db, userId)), createdAt: nowDate() });
  await addIdentity(db, userId, ROLE_IDENTITY[role], nowDate());
}

export interface MerchantRows {
  name?: string;
  stationId?: number | null;
  /** The licence image; a placeholder file row of the owner when not given. */
  licenceFileId?: string;
  /** The store's 联系电话; the owner's own mobile when not given. */
  contactPhone?: string;
}

/**
 * An approved, open merchant of `ownerUserId` with them as its administrator: licence file,
 * approved 'merchant' certification, merchant row, staff row (with the owner's mobile, as
 * merchant.service's approval writes it), identities merchant and merchantAdmin.
 */
export async function insertApprovedMerchant(db: Executor, ownerUserId: number, rows: MerchantRows = {}): Promise<number> {
  const at = nowDate();
  let fileId = rows.licenceFileId;
  if (!fileId) {
    fileId = randomBytes(18).toString('base64url');
    await db.insert(files).values({ id: fileId, ownerId: ownerUserId, storageKey: `${fileId}.jpg`, contentType: 'image/jpeg', size: 1, createdAt: at });
  }
  const [certification] = await db
    .insert(certifications)
    .values({ userId: ownerUserId, kind: 'merchant', status: 'approved', submittedAt: at, reviewedAt: at })
    .returning();
  const merchant = await insertMerchant(db, {
    ownerUserId,
    name: rows.name ?? '服务区便利店',
    category: 'shop',
    stationId: rows.stationId ?? null,
    address: '沈海高速服务区',
    lng: 119.3,
    lat: 26.08,
    contactPhone: rows.contactPhone ?? (await mobileOf(db, ownerUserId)),
    licenceFileId: fileId,
    status: 'approved',
    certificationId: certification.id,
    createdAt: at,
    reviewedAt: at,
  });
  await addIdentity(db, ownerUserId, 'merchant', at);
  await insertStaffMember(db, merchant.id, ownerUserId, 'admin', '店长');
  return merchant.id;
}
