import type { MerchantStaffRole } from '@/lib/contract';
import type { Executor } from '../../db/types';
import { conflict, forbidden, notFound } from '../../http/errors';
import { findMerchant, findStaffMember, findStaffOfUser, type MerchantRow, type StaffRow } from './merchant.repository';

/*
 * Who may act for a merchant, shared with the coupon and activity modules. A merchant's staff
 * (merchant_staff: admin, waiter, liaison) act for it; anyone else gets the same 404 as for a
 * merchant that does not exist, so merchant ids cannot be probed.
 */

/** The merchants the user is staff of, with their role at each. */
export async function staffRolesOf(db: Executor, userId: number): Promise<{ merchantId: number; role: MerchantStaffRole }[]> {
  return (await findStaffOfUser(db, userId)).map((row) => ({ merchantId: row.merchantId, role: row.role }));
}

/**
 * Refuses unless the user is staff of the merchant in one of `roles`: 404 `merchant.notFound` when
 * the merchant is not theirs (or does not exist), 403 `merchant.roleRequired` when their role is
 * not enough. Answers their staff row.
 */
export async function requireStaff(
  db: Executor,
  userId: number,
  merchantId: number,
  roles: readonly MerchantStaffRole[],
): Promise<StaffRow> {
  const staff = await findStaffMember(db, merchantId, userId);
  if (!staff) throw notFound('merchant.notFound', { merchantId });
  if (!roles.includes(staff.role)) throw forbidden('merchant.roleRequired', { roles: roles.join(', ') });
  return staff;
}

/**
 * The merchant when it is approved and open: 404 `merchant.notFound` when it does not exist or was
 * never approved (pending, rejected), 409 `merchant.closed` when its administrator closed it.
 */
export async function approvedMerchant(db: Executor, merchantId: number): Promise<MerchantRow> {
  const merchant = await findMerchant(db, merchantId);
  if (!merchant || merchant.status === 'pending' || merchant.status === 'rejected') throw notFound('merchant.notFound', { merchantId });
  if (merchant.status === 'closed') throw conflict('merchant.closed', { merchantId });
  return merchant;
}
