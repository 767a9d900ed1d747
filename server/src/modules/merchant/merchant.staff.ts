import type { z } from 'zod';
import type { IdentityType, MerchantStaffRole, StaffAdditionRequest, StaffChangeRequest } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor, Tx } from '../../db/types';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { isUniqueViolation } from '../identity/certification.submit';
import { addIdentity, findUserByMobile, withdrawIdentity } from '../user/user.repository';
import { requireStaff } from './merchant.access';
import {
  countOtherStaffInRole,
  deleteStaff,
  findMerchant,
  findStaffById,
  findStaffMember,
  findStaffOfMerchant,
  holdsStaffRole,
  insertStaff,
  lockMerchantKey,
  updateStaff,
  type StaffRow,
} from './merchant.repository';
import { toStaff } from './merchant.view';

/*
 * A merchant's personnel (app/personnel admin add / change / delete): its administrators add
 * registered users by phone as administrator, waiter or liaison officer, change their name or role,
 * and remove them. Each role carries an identity (the staff member can switch to it in the app);
 * the identity goes when the person's last such role at any merchant goes. The applicant stays an
 * administrator, so a merchant always has one.
 */

const IDENTITY_OF_ROLE: Record<MerchantStaffRole, IdentityType> = { admin: 'merchantAdmin', waiter: 'waiter', liaison: 'liaison' };

/** Staff are managed once the merchant is approved (an application has only its applicant). */
async function requireReviewedMerchant(db: Executor, merchantId: number): Promise<void> {
  const merchant = await findMerchant(db, merchantId);
  if (!merchant) throw notFound('merchant.notFound', { merchantId });
  if (merchant.status === 'pending' || merchant.status === 'rejected') throw conflict('merchant.notApproved', { status: merchant.status });
}

/**
 * The staff row `id` for an administrator of its merchant: 404 when there is no such row or the
 * caller is not on that merchant's staff (the same answer, so staff ids cannot be probed), 403
 * when the caller is staff there but not an administrator.
 */
async function staffForAdmin(db: Executor, userId: number, id: number): Promise<StaffRow> {
  const row = await findStaffById(db, id);
  const caller = row ? await findStaffMember(db, row.merchantId, userId) : undefined;
  if (!row || !caller) throw notFound('merchant.staffNotFound', { id });
  if (caller.role !== 'admin') throw forbidden('merchant.roleRequired', { roles: 'admin' });
  return row;
}

/** A waiter serves one merchant: refused when the person already waits at another. */
async function requireFreeWaiter(db: Executor, userId: number): Promise<void> {
  if (await holdsStaffRole(db, userId, 'waiter')) throw conflict('merchant.waiterElsewhere');
}

/** The identity of `role` goes with the person's last staff row in that role. */
async function withdrawRoleIdentity(tx: Tx, userId: number, role: MerchantStaffRole): Promise<void> {
  if (!(await holdsStaffRole(tx, userId, role))) await withdrawIdentity(tx, userId, IDENTITY_OF_ROLE[role]);
}

/**
 * Whether `row` may stop being an administrator (removed, or given another role): never the last
 * one, and never the applicant, whose wallet the merchant's money goes to.
 */
async function requireAdminMayGo(tx: Tx, row: StaffRow): Promise<void> {
  if (row.role === 'admin' && (await countOtherStaffInRole(tx, row.merchantId, 'admin', row.id)) === 0) throw conflict('merchant.lastAdmin');
  const merchant = await findMerchant(tx, row.merchantId);
  if (merchant?.ownerUserId === row.userId) throw conflict('merchant.ownerStays');
}

/** Answers the waiter index's race (two merchants adding the same waiter at once) as the 409 it is. */
async function staffWrite<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('merchant.waiterElsewhere');
    throw error;
  }
}

/** The merchant's staff (any of its staff may read it). */
export async function staffList(deps: AppDeps, principal: Principal | null, merchantId: number) {
  const { userId } = requireSignedIn(principal);
  await requireStaff(deps.db, userId, merchantId, ['admin', 'waiter', 'liaison']);
  return (await findStaffOfMerchant(deps.db, merchantId)).map(toStaff);
}

/** Adds a registered user, found by phone, to the staff in a role, with the role's identity. */
export async function staffAdd(deps: AppDeps, principal: Principal | null, request: z.output<typeof StaffAdditionRequest>) {
  const { userId } = requireSignedIn(principal);
  await requireStaff(deps.db, userId, request.merchantId, ['admin']);
  await requireReviewedMerchant(deps.db, request.merchantId);
  const person = await findUserByMobile(deps.db, request.phone);
  if (!person) throw badRequest('merchant.userNotRegistered', { phone: request.phone }, [fieldError('phone', 'merchant.fieldNotRegistered')]);
  return staffWrite(() =>
    deps.db.transaction(async (tx) => {
      await lockMerchantKey(tx, `merchant-staff:${person.id}`);
      if (await findStaffMember(tx, request.merchantId, person.id)) throw conflict('merchant.alreadyStaff');
      if (request.role === 'waiter') await requireFreeWaiter(tx, person.id);
      const at = nowDate();
      const row = await insertStaff(tx, { merchantId: request.merchantId, userId: person.id, role: request.role, name: request.name, phone: request.phone, createdAt: at });
      await addIdentity(tx, person.id, IDENTITY_OF_ROLE[request.role], at);
      return toStaff(row);
    }),
  );
}

/** Changes a staff member's name or role; the identities follow the role. */
export async function staffChange(deps: AppDeps, principal: Principal | null, request: z.output<typeof StaffChangeRequest>) {
  const { userId } = requireSignedIn(principal);
  const found = await staffForAdmin(deps.db, userId, request.id);
  if (request.name === undefined && request.role === undefined) throw badRequest('merchant.nothingToChange');
  return staffWrite(() =>
    deps.db.transaction(async (tx) => {
      await lockMerchantKey(tx, `merchant-staff:${found.userId}`);
      await lockMerchantKey(tx, `merchant-admins:${found.merchantId}`);
      const row = await findStaffById(tx, found.id);
      if (!row) throw notFound('merchant.staffNotFound', { id: found.id });
      const newRole = request.role ?? row.role;
      if (newRole !== row.role) {
        await requireAdminMayGo(tx, row);
        if (newRole === 'waiter') await requireFreeWaiter(tx, row.userId);
      }
      const updated = await updateStaff(tx, row.id, { name: request.name, role: newRole });
      if (newRole !== row.role) {
        await addIdentity(tx, row.userId, IDENTITY_OF_ROLE[newRole], nowDate());
        await withdrawRoleIdentity(tx, row.userId, row.role);
      }
      return toStaff(updated);
    }),
  );
}

/** Removes a staff member; the role's identity goes with their last such role. */
export async function staffDelete(deps: AppDeps, principal: Principal | null, id: number) {
  const { userId } = requireSignedIn(principal);
  const found = await staffForAdmin(deps.db, userId, id);
  return deps.db.transaction(async (tx) => {
    await lockMerchantKey(tx, `merchant-staff:${found.userId}`);
    await lockMerchantKey(tx, `merchant-admins:${found.merchantId}`);
    const row = await findStaffById(tx, found.id);
    if (!row) throw notFound('merchant.staffNotFound', { id });
    await requireAdminMayGo(tx, row);
    await deleteStaff(tx, row.id);
    await withdrawRoleIdentity(tx, row.userId, row.role);
    return toStaff(row);
  });
}
