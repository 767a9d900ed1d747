import type { z } from 'zod';
import {
  MAX_STAFF,
  STAFF_PERMISSIONS,
  type EnterpriseApplication,
  type PermissionOpening,
  type StaffAddition,
  type StaffPermission,
  type StaffRole,
  type StaffUpdate,
} from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { isUniqueViolation } from '../identity/certification.submit';
import { findEnterpriseById, findEnterprisesOfUser } from '../owner/owner.repository';
import { applyLogisticsEnterprise, toEnterpriseView } from '../owner/owner.service';
import { addIdentity, findUserByMobile } from '../user/user.repository';
import {
  appendStaffChange,
  countActiveStaff,
  findActiveMembership,
  findActiveStaff,
  findMembershipsOfUser,
  findStaff,
  findStaffChanges,
  findUsersBrief,
  insertStaff,
  updateStaff,
  type StaffRow,
  type StaffWithMobile,
} from './enterprise.repository';

/**
 * Enterprises from the inside (docs/enterprises.md): the app-service application, the caller's
 * enterprises and their detail, staff management and the manager's permission openings.
 */

type Changes = Record<string, { from: string; to: string }>;
type MemberRole = 'applicant' | 'manager' | StaffRole;

/** The app-service form of the enterprise application: the owner module's rules, with the user token. */
export async function enterpriseCertification(deps: AppDeps, principal: Principal | null, request: z.output<typeof EnterpriseApplication>) {
  const caller = requireSignedIn(principal, 'user');
  // Same user and session; the owner service checks real name, images, credit code and races.
  return applyLogisticsEnterprise(deps, { ...caller, kind: 'logistics' }, request);
}

function toStaff({ staff, mobile }: StaffWithMobile) {
  return {
    staffId: staff.id,
    enterpriseId: staff.enterpriseId,
    userId: staff.userId,
    name: staff.name,
    mobile,
    role: staff.role,
    permissions: staff.permissions as StaffPermission[],
    addedAt: staff.addedAt.toISOString(),
    removedAt: staff.removedAt?.toISOString() ?? null,
  };
}

/** Permissions without repeats, in the contract's order. */
function canonical(permissions: readonly string[]): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((permission) => permissions.includes(permission));
}

const ALL_PERMISSIONS = [...STAFF_PERMISSIONS];

/** The caller's enterprises: applied for or managed (owner module), and those they work for. */
export async function myEnterprises(deps: AppDeps, principal: Principal | null) {
  const { userId } = requireSignedIn(principal, 'user');
  const owned = await findEnterprisesOfUser(deps.db, userId);
  const memberships = await findMembershipsOfUser(deps.db, userId);
  const seen = new Set(owned.map((row) => row.enterprise.id));
  return {
    enterprises: [
      ...owned.map(({ enterprise, certification }) => {
        const manager = enterprise.managerId === userId;
        return { enterprise: toEnterpriseView(enterprise, certification), myRole: (manager ? 'manager' : 'applicant') as MemberRole, myPermissions: manager ? ALL_PERMISSIONS : [] };
      }),
      ...memberships
        .filter((row) => !seen.has(row.enterprise.id))
        .map(({ staff, enterprise, certification }) => ({
          enterprise: toEnterpriseView(enterprise, certification),
          myRole: staff.role as MemberRole,
          myPermissions: canonical(staff.permissions),
        })),
    ],
  };
}

/**
 * The enterprise and how the caller stands in it; someone with no relation to it gets 404 like a
 * missing id (ids are not to be probed).
 */
async function standingIn(db: Executor, enterpriseId: number, userId: number, lock = false) {
  const found = await findEnterpriseById(db, enterpriseId, lock);
  if (found) {
    const { enterprise } = found;
    if (enterprise.managerId === userId) return { ...found, myRole: 'manager' as MemberRole, membership: undefined };
    const membership = await findActiveMembership(db, enterpriseId, userId);
    if (membership) return { ...found, myRole: membership.role as MemberRole, membership };
    if (enterprise.applicantId === userId) return { ...found, myRole: 'applicant' as MemberRole, membership: undefined };
  }
  throw notFound('enterprise.notYours', { id: enterpriseId });
}

/** The enterprise's detail for its applicant, manager or staff. */
export async function enterpriseDetail(deps: AppDeps, principal: Principal | null, enterpriseId: number) {
  const { userId } = requireSignedIn(principal, 'user');
  const { enterprise, certification, myRole, membership } = await standingIn(deps.db, enterpriseId, userId);
  const counts = await countActiveStaff(deps.db, enterpriseId);
  const [manager] = enterprise.managerId ? await findUsersBrief(deps.db, [enterprise.managerId]) : [];
  return {
    enterprise: toEnterpriseView(enterprise, certification),
    myRole,
    myPermissions: myRole === 'manager' ? ALL_PERMISSIONS : canonical(membership?.permissions ?? []),
    staffCount: counts.reduce((sum, row) => sum + row.n, 0),
    personManagerCount: counts.find((row) => row.role === 'personManager')?.n ?? 0,
    manager: manager ? { userId: manager.id, name: manager.nickname, mobile: manager.mobile } : null,
  };
}

/**
 * Who may manage the staff of an approved enterprise: its manager, or an active person manager
 * (who handles dispatchers only). Others related to it get 403, strangers 404.
 */
async function requireStaffManager(db: Executor, enterpriseId: number, userId: number, lock = false) {
  const standing = await standingIn(db, enterpriseId, userId, lock);
  if (standing.myRole !== 'manager' && standing.myRole !== 'personManager') {
    throw forbidden('enterprise.staffManagersOnly');
  }
  if (standing.certification.status !== 'approved') throw forbidden('enterprise.notApproved');
  return { ...standing, asManager: standing.myRole === 'manager' };
}

export async function listStaff(deps: AppDeps, principal: Principal | null, enterpriseId: number) {
  const { userId } = requireSignedIn(principal, 'user');
  await requireStaffManager(deps.db, enterpriseId, userId);
  return { staff: (await findActiveStaff(deps.db, enterpriseId)).map(toStaff), max: MAX_STAFF };
}

async function historyOf(db: Executor, staffId: number) {
  return (await findStaffChanges(db, staffId)).map(({ change, actorName }) => ({
    action: change.action,
    actorId: change.actorId,
    actorName,
    changes: change.changes,
    at: change.at.toISOString(),
  }));
}

export async function staffDetail(deps: AppDeps, principal: Principal | null, enterpriseId: number, staffId: number) {
  const { userId } = requireSignedIn(principal, 'user');
  await requireStaffManager(deps.db, enterpriseId, userId);
  const row = await findStaff(deps.db, enterpriseId, staffId);
  if (!row) throw notFound('enterprise.staffNotFound', { id: staffId });
  return { staff: toStaff(row), history: await historyOf(deps.db, staffId) };
}

/** A person manager handles dispatchers only, and opens no permissions. */
function checkPersonManagerLimits(asManager: boolean, role: StaffRole | undefined, permissions: string[] | undefined, target?: StaffRow) {
  if (asManager) return;
  if (role === 'personManager' || target?.role === 'personManager') throw forbidden('enterprise.managerAppointsPersonManagers');
  if (permissions !== undefined && (target ? canonical(permissions).join() !== canonical(target.permissions).join() : permissions.length > 0)) {
    throw forbidden('enterprise.managerGrantsPermissions');
  }
}

export async function addStaff(deps: AppDeps, principal: Principal | null, enterpriseId: number, request: z.output<typeof StaffAddition>) {
  const { userId } = requireSignedIn(principal, 'user');
  try {
    return await deps.db.transaction(async (tx) => {
      // Locking the enterprise serialises staff changes: the count and "already staff" checks hold.
      const { enterprise, asManager } = await requireStaffManager(tx, enterpriseId, userId, true);
      checkPersonManagerLimits(asManager, request.role, request.permissions);
      const person = await findUserByMobile(tx, request.mobile);
      if (!person) throw badRequest('enterprise.noAccountForMobile', {}, [fieldError('mobile', 'enterprise.fieldNoAccount')]);
      if (person.id === enterprise.managerId) throw badRequest('enterprise.managerNotStaff', {}, [fieldError('mobile', 'enterprise.fieldIsManager')]);
      if (await findActiveMembership(tx, enterpriseId, person.id)) throw conflict('enterprise.alreadyStaff');
      const counts = await countActiveStaff(tx, enterpriseId);
      if (counts.reduce((sum, row) => sum + row.n, 0) >= MAX_STAFF) throw conflict('enterprise.staffFull', { max: MAX_STAFF });
      const at = nowDate();
      const permissions = canonical(request.permissions);
      const staff = await insertStaff(tx, { enterpriseId, userId: person.id, name: request.name, role: request.role, permissions, addedBy: userId, addedAt: at });
      const changes: Changes = { name: { from: '', to: request.name }, role: { from: '', to: request.role } };
      if (permissions.length > 0) changes.permissions = { from: '', to: permissions.join(',') };
      await appendStaffChange(tx, { staffId: staff.id, actorId: userId, action: 'added', changes, at });
      if (request.role === 'personManager') await addIdentity(tx, person.id, 'personManager', at);
      return toStaff({ staff, mobile: person.mobile });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('enterprise.alreadyStaff');
    throw error;
  }
}

/** Loads an active staff row of the enterprise for a change (404 when not its staff, 409 once removed). */
async function activeStaffForChange(tx: Executor, enterpriseId: number, staffId: number) {
  const row = await findStaff(tx, enterpriseId, staffId, true);
  if (!row) throw notFound('enterprise.staffNotFound', { id: staffId });
  if (row.staff.removedAt) throw conflict('enterprise.staffRemoved');
  return row;
}

export async function updateStaffMember(deps: AppDeps, principal: Principal | null, enterpriseId: number, staffId: number, update: z.output<typeof StaffUpdate>) {
  const { userId } = requireSignedIn(principal, 'user');
  if (update.name === undefined && update.role === undefined && update.permissions === undefined) {
    throw badRequest('enterprise.nothingToChange', {}, [fieldError('name', 'owner.fieldNothingElse')]);
  }
  return deps.db.transaction(async (tx) => {
    const { asManager } = await requireStaffManager(tx, enterpriseId, userId, true);
    const row = await activeStaffForChange(tx, enterpriseId, staffId);
    checkPersonManagerLimits(asManager, update.role, update.permissions, row.staff);
    const { staff } = row;
    const next = {
      name: update.name ?? staff.name,
      role: update.role ?? staff.role,
      permissions: update.permissions ? canonical(update.permissions) : canonical(staff.permissions),
    };
    const changes: Changes = {};
    if (next.name !== staff.name) changes.name = { from: staff.name, to: next.name };
    if (next.role !== staff.role) changes.role = { from: staff.role, to: next.role };
    const before = canonical(staff.permissions).join(',');
    if (next.permissions.join(',') !== before) changes.permissions = { from: before, to: next.permissions.join(',') };
    if (Object.keys(changes).length === 0) return toStaff(row);
    const at = nowDate();
    await updateStaff(tx, staffId, next);
    await appendStaffChange(tx, { staffId, actorId: userId, action: 'edited', changes, at });
    if (next.role === 'personManager') await addIdentity(tx, staff.userId, 'personManager', at);
    return toStaff({ staff: { ...staff, ...next }, mobile: row.mobile });
  });
}

export async function removeStaffMember(deps: AppDeps, principal: Principal | null, enterpriseId: number, staffId: number) {
  const { userId } = requireSignedIn(principal, 'user');
  return deps.db.transaction(async (tx) => {
    const { asManager } = await requireStaffManager(tx, enterpriseId, userId, true);
    const row = await activeStaffForChange(tx, enterpriseId, staffId);
    checkPersonManagerLimits(asManager, undefined, undefined, row.staff);
    const at = nowDate();
    await updateStaff(tx, staffId, { removedAt: at });
    await appendStaffChange(tx, { staffId, actorId: userId, action: 'removed', changes: { removedAt: { from: '', to: at.toISOString() } }, at });
    return toStaff({ staff: { ...row.staff, removedAt: at }, mobile: row.mobile });
  });
}

/**
 * The manager opens or closes one permission of one of the enterprise's active staff. Only the
 * manager (staff, person managers included, get 403; strangers 404). Opening an open permission
 * (or closing a closed one) changes nothing and writes no history.
 */
export async function ownerOpeningPermission(deps: AppDeps, principal: Principal | null, request: z.output<typeof PermissionOpening>) {
  const { userId } = requireSignedIn(principal, 'logistics');
  return deps.db.transaction(async (tx) => {
    const { asManager } = await requireStaffManager(tx, request.enterpriseId, userId, true);
    if (!asManager) throw forbidden('enterprise.managerGrantsPermissions');
    const row = await activeStaffForChange(tx, request.enterpriseId, request.staffId);
    const held = canonical(row.staff.permissions);
    const next = request.open ? canonical([...held, request.permission]) : held.filter((permission) => permission !== request.permission);
    if (next.join(',') === held.join(',')) return toStaff(row);
    const at = nowDate();
    await updateStaff(tx, request.staffId, { permissions: next });
    await appendStaffChange(tx, {
      staffId: request.staffId,
      actorId: userId,
      action: request.open ? 'permissionOpened' : 'permissionClosed',
      changes: { permissions: { from: held.join(','), to: next.join(',') } },
      at,
    });
    return toStaff({ staff: { ...row.staff, permissions: next }, mobile: row.mobile });
  });
}
