import type { z } from 'zod';
import type { MerchantApplication, MerchantChange, PageQuery } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badRequest, conflict, fieldError, notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { findOwnedFiles } from '../identity/identity.repository';
import { findUserByMobile, findUserProfile } from '../user/user.repository';
import { approvedMerchant, requireStaff } from './merchant.access';
import {
  countPendingApplications,
  findInvitedMerchants,
  findMerchant,
  findMerchantViews,
  findMerchantsServedAs,
  findStaffOfUser,
  insertMerchant,
  insertStaff,
  lockMerchantKey,
  stationExists,
  updateMerchant,
  type MerchantRow,
} from './merchant.repository';
import { queueForReview } from './merchant.review';
import { toMerchant, toMyMerchant, toPublicMerchant } from './merchant.view';

/*
 * Merchants (docs/merchants.md): applying, changing the details, closing and reopening the store,
 * and what the applicant, the staff, the liaison officers and everyone else see. Every call checks
 * access first; staff calls go through merchant.access.ts.
 */

const PENDING_OR_REJECTED = new Set(['pending', 'rejected']);

/** The merchant as the caller (one of its staff) sees it. */
async function myMerchantOf(db: Executor, merchant: MerchantRow, userId: number) {
  const [view] = await findMerchantViews(db, [merchant.id]);
  const staff = await requireStaff(db, userId, merchant.id, ['admin', 'waiter', 'liaison']);
  return toMyMerchant(view, staff.role);
}

/** Refuses a licence photo or goods photo that is not the caller's own upload (400 naming the field). */
export async function requireOwnUpload(
  db: Executor,
  userId: number,
  field: string,
  fileId: string | undefined,
  refusal: 'merchant.licenceNotUploaded' | 'merchant.imageNotUploaded',
): Promise<void> {
  if (fileId === undefined) return;
  const [owned] = await findOwnedFiles(db, userId, [fileId]);
  if (!owned) throw badRequest(refusal, {}, [fieldError(field, 'certification.fieldNotYourUpload')]);
}

async function requireStation(db: Executor, stationId: number | undefined): Promise<void> {
  if (stationId !== undefined && !(await stationExists(db, stationId))) {
    throw badRequest('merchant.stationNotFound', {}, [fieldError('stationId', 'merchant.fieldNoSuchStation')]);
  }
}

/** The liaison officer named by mobile: a user holding the liaison identity, not the applicant. */
async function liaisonOfficer(db: Executor, applicantId: number, mobile: string | undefined): Promise<number | null> {
  if (mobile === undefined) return null;
  const user = await findUserByMobile(db, mobile);
  if (user?.id === applicantId) throw badRequest('merchant.inviterIsYou', {}, [fieldError('invitedBy', 'merchant.fieldNotLiaison')]);
  const profile = user ? await findUserProfile(db, user.id) : undefined;
  if (!profile?.identities.includes('liaison')) {
    throw badRequest('merchant.inviterNotLiaison', {}, [fieldError('invitedBy', 'merchant.fieldNotLiaison')]);
  }
  return profile.id;
}

/**
 * Applies to settle as a merchant: the merchant, pending, with the applicant as its first
 * administrator, and its application in the operators' review queue. One application waits at a
 * time per applicant. Identities come with approval (merchant.review.ts).
 */
export async function settleInfo(deps: AppDeps, principal: Principal | null, application: z.output<typeof MerchantApplication>) {
  const { userId, account } = requireSignedIn(principal);
  await requireOwnUpload(deps.db, userId, 'licenceImage', application.licenceImage, 'merchant.licenceNotUploaded');
  await requireStation(deps.db, application.stationId);
  const invitedByUserId = await liaisonOfficer(deps.db, userId, application.invitedBy);
  return deps.db.transaction(async (tx) => {
    await lockMerchantKey(tx, `merchant-applicant:${userId}`);
    if ((await countPendingApplications(tx, userId)) > 0) throw conflict('merchant.applicationPending');
    const at = nowDate();
    const certificationId = await queueForReview(tx, 'merchant', null, userId);
    const merchant = await insertMerchant(tx, {
      ownerUserId: userId,
      name: application.merchantName,
      category: application.category,
      stationId: application.stationId ?? null,
      address: application.address,
      lng: application.lng,
      lat: application.lat,
      contactPhone: application.contactPhone,
      licenceFileId: application.licenceImage,
      status: 'pending',
      invitedByUserId,
      certificationId,
      createdAt: at,
    });
    // The applicant's nickname names them among the staff until an administrator changes it
    // (nicknames may be 32 characters, staff names 30).
    const name = (account.nickname || account.mobile).slice(0, 30);
    await insertStaff(tx, { merchantId: merchant.id, userId, role: 'admin', name, phone: account.mobile, createdAt: at });
    return myMerchantOf(tx, merchant, userId);
  });
}

/**
 * Changes the merchant's details (its administrators). A new name or licence is what the operator
 * approved, so it goes back to review (pending, not shown to the public meanwhile); so does any
 * change to a rejected application (that is how it is corrected and resubmitted). A closed store
 * is reopened before such a change, so reopening never skips a review.
 */
export async function upShoreInfo(deps: AppDeps, principal: Principal | null, change: z.output<typeof MerchantChange>) {
  const { userId } = requireSignedIn(principal);
  await requireStaff(deps.db, userId, change.merchantId, ['admin']);
  const { merchantId, ...fields } = change;
  if (Object.values(fields).every((value) => value === undefined)) throw badRequest('merchant.nothingToChange');
  await requireOwnUpload(deps.db, userId, 'licenceImage', fields.licenceImage, 'merchant.licenceNotUploaded');
  await requireStation(deps.db, fields.stationId);
  return deps.db.transaction(async (tx) => {
    const merchant = await findMerchant(tx, merchantId, true);
    if (!merchant) throw notFound('merchant.notFound', { merchantId });
    const renamed = fields.merchantName !== undefined && fields.merchantName !== merchant.name;
    const newLicence = fields.licenceImage !== undefined && fields.licenceImage !== merchant.licenceFileId;
    const toReview = renamed || newLicence || merchant.status === 'rejected';
    if (toReview && merchant.status === 'closed') throw conflict('merchant.reopenFirst');
    if (toReview) await queueForReview(tx, 'merchant', merchant.certificationId, userId);
    const updated = await updateMerchant(tx, merchantId, {
      name: fields.merchantName,
      category: fields.category,
      stationId: fields.stationId,
      address: fields.address,
      lng: fields.lng,
      lat: fields.lat,
      contactPhone: fields.contactPhone,
      licenceFileId: fields.licenceImage,
      ...(toReview ? { status: 'pending' as const, rejectReason: null } : {}),
    });
    return myMerchantOf(tx, updated, userId);
  });
}

/** The caller's merchants (as applicant or staff), with their role, status and reject reason. */
export async function getMerchantInfo(deps: AppDeps, principal: Principal | null) {
  const { userId } = requireSignedIn(principal);
  const staff = await findStaffOfUser(deps.db, userId);
  const views = await findMerchantViews(deps.db, staff.map((row) => row.merchantId));
  return views.map((view, index) => toMyMerchant(view, staff[index].role));
}

/**
 * Closes or reopens an approved store (its administrators). Asking for the state it is already in
 * answers it unchanged. A merchant still under review (or rejected) has no store to close.
 */
export async function storeClosure(deps: AppDeps, principal: Principal | null, request: { merchantId: number; closed: boolean }) {
  const { userId } = requireSignedIn(principal);
  await requireStaff(deps.db, userId, request.merchantId, ['admin']);
  return deps.db.transaction(async (tx) => {
    const merchant = await findMerchant(tx, request.merchantId, true);
    if (!merchant) throw notFound('merchant.notFound', { merchantId: request.merchantId });
    if (PENDING_OR_REJECTED.has(merchant.status)) throw conflict('merchant.notApproved', { status: merchant.status });
    const updated = await updateMerchant(tx, merchant.id, { status: request.closed ? 'closed' : 'approved' });
    return myMerchantOf(tx, updated, userId);
  });
}

/** The merchants the calling liaison officer brought in, newest first. */
export async function userInviteMerchantRecord(deps: AppDeps, principal: Principal | null, query: z.output<typeof PageQuery>) {
  const { userId } = requireSignedIn(principal);
  const { rows, total } = await findInvitedMerchants(deps.db, userId, { offset: pageOffset(query.current, query.size), limit: query.size });
  return toPage(rows.map(toMerchant), total, query.current, query.size);
}

/** The merchants the caller serves in `role` (liaison officer, or waiter). */
export async function merchantsServedAs(deps: AppDeps, principal: Principal | null, role: 'liaison' | 'waiter') {
  const { userId } = requireSignedIn(principal);
  const rows = await findMerchantsServedAs(deps.db, userId, role);
  return rows.map((row) => toMyMerchant(row, row.role));
}

/** An approved, open merchant as anyone sees it. */
export async function merchantDetail(deps: AppDeps, merchantId: number) {
  const merchant = await approvedMerchant(deps.db, merchantId);
  const [view] = await findMerchantViews(deps.db, [merchant.id]);
  return toPublicMerchant(view);
}
