import type { z } from 'zod';
import type { DriverInvitationStatus, EnterpriseDriverUpdate } from '@/lib/contract/driver';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badRequest, conflict, fieldError, forbidden, notFound, type PlainErrorCode } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { isUniqueViolation } from '../identity/certification.submit';
import { findMobileOfUser } from '../identity/identity.repository';
import { findEnterpriseById } from '../owner/owner.repository';
import { chinaToday, expiriesOf } from './driver.expiry';
import {
  answerInvitation,
  endMembership,
  expireStaleInvitations,
  findActiveDrivers,
  findActiveMembershipOfDriver,
  findApprovedRealNames,
  findDriverCertifications,
  findInvitation,
  findInvitationsPage,
  findMemberships,
  findUserIdByMobile,
  insertInvitation,
  insertMembership,
  updateMembership,
  type InvitationView,
} from './driver.repository';

/**
 * Carrier enterprises and their drivers (docs/drivers.md): invitations by mobile (valid 7 days),
 * accepting / declining / cancelling them, the manager's list, details, remarks and removal.
 * The manager of an enterprise is `enterprises.manager_id` (set when its certification is approved).
 */

export const INVITATION_DAYS = 7;

/** The caller as manager of an approved carrier enterprise: someone else's (or a missing) enterprise is 404. */
async function requireCarrierManager(db: Executor, enterpriseId: number, userId: number) {
  const found = await findEnterpriseById(db, enterpriseId);
  if (!found || found.enterprise.managerId !== userId) throw notFound('driver.enterpriseNotManaged', { id: enterpriseId });
  if (found.enterprise.role !== 'carrier') throw forbidden('driver.consignorHasNoDrivers');
  if (found.certification.status !== 'approved') throw forbidden('driver.enterpriseNotCertified');
  return found.enterprise;
}

/** A stored pending invitation past its expiry reads as expired. */
/** Why an invitation can no longer be answered, by its status. */
const INVITATION_ANSWERED: Record<Exclude<DriverInvitationStatus, 'pending'>, PlainErrorCode> = {
  accepted: 'driver.invitationAccepted',
  declined: 'driver.invitationDeclined',
  cancelled: 'driver.invitationCancelled',
  expired: 'driver.invitationExpired',
};

function statusOf(view: InvitationView, now: Date): DriverInvitationStatus {
  const { status, expiresAt } = view.invitation;
  return status === 'pending' && expiresAt <= now ? 'expired' : status;
}

async function toInvitations(db: Executor, views: InvitationView[]) {
  const now = nowDate();
  const names = new Map((await findApprovedRealNames(db, [...new Set(views.map((v) => v.invitation.driverId))])).map((r) => [r.userId, r.name]));
  return views.map((view) => ({
    id: view.invitation.id,
    enterpriseId: view.invitation.enterpriseId,
    enterpriseName: view.enterpriseName,
    driverMobile: view.driverMobile,
    driverName: names.get(view.invitation.driverId) ?? null,
    status: statusOf(view, now),
    createdAt: view.invitation.createdAt.toISOString(),
    expiresAt: view.invitation.expiresAt.toISOString(),
    respondedAt: view.invitation.respondedAt?.toISOString() ?? null,
  }));
}
const toInvitation = async (db: Executor, view: InvitationView) => (await toInvitations(db, [view]))[0];

/** The manager invites a registered user by mobile. */
export async function inviteDriver(deps: AppDeps, principal: Principal | null, request: { enterpriseId: number; mobile: string }) {
  const { userId } = requireSignedIn(principal);
  await requireCarrierManager(deps.db, request.enterpriseId, userId);
  const driverId = await findUserIdByMobile(deps.db, request.mobile);
  if (driverId === undefined) {
    throw notFound('driver.noUserWithMobile', { mobile: request.mobile });
  }
  const pendingMessage = 'driver.invitationPending';
  try {
    return await deps.db.transaction(async (tx) => {
      const active = await findActiveMembershipOfDriver(tx, driverId);
      if (active?.membership.enterpriseId === request.enterpriseId) throw conflict('driver.alreadyYours');
      const now = nowDate();
      await expireStaleInvitations(tx, request.enterpriseId, driverId, now);
      const row = await insertInvitation(tx, {
        enterpriseId: request.enterpriseId,
        driverId,
        invitedBy: userId,
        status: 'pending',
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
      });
      const view = await findInvitation(tx, row.id);
      return toInvitation(tx, view!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(pendingMessage);
    throw error;
  }
}

export async function myInvitations(deps: AppDeps, principal: Principal | null, query: { current: number; size: number; status?: DriverInvitationStatus }) {
  const { userId } = requireSignedIn(principal);
  const { rows, total } = await findInvitationsPage(
    deps.db,
    { driverId: userId, status: query.status, now: nowDate() },
    { offset: pageOffset(query.current, query.size), limit: query.size },
  );
  return toPage(await toInvitations(deps.db, rows), total, query.current, query.size);
}

export async function sentInvitations(
  deps: AppDeps,
  principal: Principal | null,
  enterpriseId: number,
  query: { current: number; size: number; status?: DriverInvitationStatus },
) {
  const { userId } = requireSignedIn(principal);
  await requireCarrierManager(deps.db, enterpriseId, userId);
  const { rows, total } = await findInvitationsPage(
    deps.db,
    { enterpriseId, status: query.status, now: nowDate() },
    { offset: pageOffset(query.current, query.size), limit: query.size },
  );
  return toPage(await toInvitations(deps.db, rows), total, query.current, query.size);
}

/** One invitation, to its driver or the enterprise's manager; anyone else gets 404. */
export async function getInvitation(deps: AppDeps, principal: Principal | null, id: number) {
  const { userId } = requireSignedIn(principal);
  const view = await findInvitation(deps.db, id);
  if (!view || (view.invitation.driverId !== userId && view.managerId !== userId)) throw notFound('driver.invitationNotFound', { id });
  return toInvitation(deps.db, view);
}

/** Loads a pending invitation for an answer, locked; 404 for anyone but `who`, 409 once answered or expired. */
async function pendingInvitationOf(tx: Executor, id: number, userId: number, who: 'driver' | 'manager') {
  const view = await findInvitation(tx, id, true);
  const mine = view && (who === 'driver' ? view.invitation.driverId === userId : view.managerId === userId);
  if (!view || !mine) throw notFound('driver.invitationNotFound', { id });
  const status = statusOf(view, nowDate());
  if (status !== 'pending') throw conflict(INVITATION_ANSWERED[status]);
  return view;
}

/** Runs an answer, turning a lost race (a unique index, or a row no longer pending) into 409. */
async function answering<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('driver.inOtherCarrier');
    throw error;
  }
}

/**
 * The invited driver joins the enterprise: needs an approved driver certification (403), and no
 * other active carrier (409; one carrier at a time, enforced by a unique index too).
 */
export async function acceptInvitation(deps: AppDeps, principal: Principal | null, id: number) {
  const { userId } = requireSignedIn(principal);
  return answering(() =>
    deps.db.transaction(async (tx) => {
      const view = await pendingInvitationOf(tx, id, userId, 'driver');
      const [driver] = await findDriverCertifications(tx, [userId]);
      if (driver?.certification.status !== 'approved') {
        throw forbidden('driver.certifiedOnly');
      }
      const active = await findActiveMembershipOfDriver(tx, userId, true);
      if (active) throw conflict('driver.inNamedCarrier', { enterprise: active.enterpriseName });
      const now = nowDate();
      const answered = await answerInvitation(tx, id, { status: 'accepted', respondedAt: now, respondedBy: userId });
      if (!answered) throw conflict('driver.invitationAnsweredMeanwhile');
      await insertMembership(tx, { enterpriseId: view.invitation.enterpriseId, driverId: userId, invitationId: id, joinedAt: now });
      return toInvitation(tx, { ...view, invitation: answered });
    }),
  );
}

async function closeInvitation(deps: AppDeps, principal: Principal | null, id: number, who: 'driver' | 'manager') {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const view = await pendingInvitationOf(tx, id, userId, who);
    const answered = await answerInvitation(tx, id, {
      status: who === 'driver' ? 'declined' : 'cancelled',
      respondedAt: nowDate(),
      respondedBy: userId,
    });
    if (!answered) throw conflict('driver.invitationAnsweredMeanwhile');
    return toInvitation(tx, { ...view, invitation: answered });
  });
}
export const declineInvitation = (deps: AppDeps, principal: Principal | null, id: number) => closeInvitation(deps, principal, id, 'driver');
export const cancelInvitation = (deps: AppDeps, principal: Principal | null, id: number) => closeInvitation(deps, principal, id, 'manager');

/** Certification status, licence class and expiries of drivers, by user id. */
async function driverStandings(db: Executor, userIds: number[]) {
  const today = chinaToday();
  const rows = await findDriverCertifications(db, userIds);
  return new Map(
    rows.map(({ certification, details }) => [
      certification.userId,
      {
        certificationStatus: certification.status,
        licenseClass: details?.licenseClass ?? null,
        licenseNo: details?.licenseNoMasked ?? null,
        licenseValidUntil: details?.validUntil ?? null,
        qualificationValidUntil: details?.qualificationValidUntil ?? null,
        expiries: details ? expiriesOf(details, today) : [],
      },
    ]),
  );
}

type ActiveRow = Awaited<ReturnType<typeof findActiveDrivers>>['rows'][number];

async function toEnterpriseDrivers(db: Executor, rows: ActiveRow[]) {
  const standings = await driverStandings(db, rows.map((row) => row.membership.driverId));
  return rows.map((row) => {
    const standing = standings.get(row.membership.driverId);
    return {
      userId: row.membership.driverId,
      name: row.name,
      mobile: row.mobile,
      contactMobile: row.membership.contactMobile,
      remark: row.membership.remark,
      joinedAt: row.membership.joinedAt.toISOString(),
      certificationStatus: standing?.certificationStatus ?? null,
      licenseClass: standing?.licenseClass ?? null,
      expiries: standing?.expiries ?? [],
    };
  });
}

export async function enterpriseDriversPage(
  deps: AppDeps,
  principal: Principal | null,
  enterpriseId: number,
  query: { current: number; size: number; keyword?: string },
) {
  const { userId } = requireSignedIn(principal);
  await requireCarrierManager(deps.db, enterpriseId, userId);
  const { rows, total } = await findActiveDrivers(deps.db, enterpriseId, {
    keyword: query.keyword || undefined,
    offset: pageOffset(query.current, query.size),
    limit: query.size,
  });
  return toPage(await toEnterpriseDrivers(deps.db, rows), total, query.current, query.size);
}

/** Every active driver of the enterprise, not paged (pickers; useEnterpriseDrivers). */
export async function activeEnterpriseDrivers(deps: AppDeps, principal: Principal | null, enterpriseId: number) {
  const { userId } = requireSignedIn(principal);
  await requireCarrierManager(deps.db, enterpriseId, userId);
  const { rows } = await findActiveDrivers(deps.db, enterpriseId);
  return (await toEnterpriseDrivers(deps.db, rows)).map(({ userId: id, name, mobile, contactMobile, certificationStatus }) => ({
    userId: id,
    name,
    mobile,
    contactMobile,
    certificationStatus,
  }));
}

/** One driver of the enterprise, active or former (with the whole membership history); never a member: 404. */
async function driverDetailOf(db: Executor, enterpriseId: number, driverId: number) {
  const history = await findMemberships(db, enterpriseId, driverId);
  if (history.length === 0) throw notFound('driver.neverDroveHere', { id: driverId });
  const latest = history.find((row) => row.leftAt === null) ?? history[0];
  const mobile = (await findMobileOfUser(db, driverId)) ?? '';
  const [realName] = await findApprovedRealNames(db, [driverId]);
  const standing = (await driverStandings(db, [driverId])).get(driverId);
  return {
    userId: driverId,
    name: realName?.name ?? null,
    mobile,
    contactMobile: latest.contactMobile,
    remark: latest.remark,
    joinedAt: latest.joinedAt.toISOString(),
    certificationStatus: standing?.certificationStatus ?? null,
    licenseClass: standing?.licenseClass ?? null,
    expiries: standing?.expiries ?? [],
    licenseNo: standing?.licenseNo ?? null,
    licenseValidUntil: standing?.licenseValidUntil ?? null,
    qualificationValidUntil: standing?.qualificationValidUntil ?? null,
    active: latest.leftAt === null,
    history: history.map((row) => ({
      enterpriseId: row.enterpriseId,
      joinedAt: row.joinedAt.toISOString(),
      leftAt: row.leftAt?.toISOString() ?? null,
      endReason: row.endReason,
      endedBy: row.endedBy,
    })),
  };
}

export async function enterpriseDriverDetail(deps: AppDeps, principal: Principal | null, enterpriseId: number, driverId: number) {
  const { userId } = requireSignedIn(principal);
  await requireCarrierManager(deps.db, enterpriseId, userId);
  return driverDetailOf(deps.db, enterpriseId, driverId);
}

/** The active membership of `driverId` in the enterprise, locked; otherwise 404. */
async function activeMembershipIn(tx: Executor, enterpriseId: number, driverId: number) {
  const active = await findActiveMembershipOfDriver(tx, driverId, true);
  if (!active || active.membership.enterpriseId !== enterpriseId) throw notFound('driver.notActiveHere', { id: driverId });
  return active.membership;
}

/** Changes the enterprise's remark or contact mobile for an active driver (never the driver's account). */
export async function updateEnterpriseDriver(
  deps: AppDeps,
  principal: Principal | null,
  enterpriseId: number,
  driverId: number,
  update: z.output<typeof EnterpriseDriverUpdate>,
) {
  const { userId } = requireSignedIn(principal);
  await requireCarrierManager(deps.db, enterpriseId, userId);
  if (update.remark === undefined && update.contactMobile === undefined) {
    throw badRequest('driver.nothingToUpdate', {}, [fieldError('remark', 'owner.fieldNothingElse')]);
  }
  return deps.db.transaction(async (tx) => {
    const membership = await activeMembershipIn(tx, enterpriseId, driverId);
    await updateMembership(tx, membership.id, {
      ...(update.remark !== undefined ? { remark: update.remark || null } : {}),
      ...(update.contactMobile !== undefined ? { contactMobile: update.contactMobile } : {}),
    });
    return driverDetailOf(tx, enterpriseId, driverId);
  });
}

/** The manager removes an active driver; the membership is ended (who, when), never deleted. */
export async function removeEnterpriseDriver(deps: AppDeps, principal: Principal | null, enterpriseId: number, driverId: number) {
  const { userId } = requireSignedIn(principal);
  await requireCarrierManager(deps.db, enterpriseId, userId);
  return deps.db.transaction(async (tx) => {
    const membership = await activeMembershipIn(tx, enterpriseId, driverId);
    await endMembership(tx, membership.id, { leftAt: nowDate(), endReason: 'removed', endedBy: userId });
    return driverDetailOf(tx, enterpriseId, driverId);
  });
}
