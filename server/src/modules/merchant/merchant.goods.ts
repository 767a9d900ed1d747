import type { z } from 'zod';
import type { GoodsAddition, GoodsChange, ManagedGoodsQuery, MerchantStaffRole, PublicGoodsQuery } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { approvedMerchant, requireStaff } from './merchant.access';
import { findGoods, findGoodsPage, findMerchant, findStaffMember, insertGoods, updateGoods, type GoodsView } from './merchant.repository';
import { queueForReview } from './merchant.review';
import { requireOwnUpload } from './merchant.service';
import { toGoods } from './merchant.view';

/*
 * A merchant's goods (merchantGoods add / update / audit / delete / list / info). Administrators
 * manage them; putting goods on shelf is reviewed by an operator (merchant.review.ts), taking them
 * off is at once. Anyone sees the goods on shelf of an approved, open merchant; its staff see every
 * status.
 */

const ANY_STAFF: readonly MerchantStaffRole[] = ['admin', 'waiter', 'liaison'];

/**
 * The goods `id` for a staff member of its merchant in one of `roles`: 404 when there are no such
 * goods or the caller is not on that merchant's staff (the same answer, so ids cannot be probed),
 * 403 when their role is not enough.
 */
async function goodsForStaff(db: Executor, userId: number, id: number, roles: readonly MerchantStaffRole[], forUpdate = false): Promise<GoodsView> {
  const found = await findGoods(db, id, forUpdate);
  const staff = found ? await findStaffMember(db, found.goods.merchantId, userId) : undefined;
  if (!found || !staff) throw notFound('merchant.goodsNotFound', { id });
  if (!roles.includes(staff.role)) throw forbidden('merchant.roleRequired', { roles: roles.join(', ') });
  return found;
}

export async function goodsAdd(deps: AppDeps, principal: Principal | null, request: z.output<typeof GoodsAddition>) {
  const { userId } = requireSignedIn(principal);
  await requireStaff(deps.db, userId, request.merchantId, ['admin']);
  await requireOwnUpload(deps.db, userId, 'image', request.image, 'merchant.imageNotUploaded');
  const at = nowDate();
  const goods = await insertGoods(deps.db, {
    merchantId: request.merchantId,
    name: request.goodsName,
    description: request.description ?? '',
    priceFen: request.priceFen,
    imageFileId: request.image ?? null,
    status: 'offShelf',
    createdAt: at,
    updatedAt: at,
  });
  return toGoods((await findGoods(deps.db, goods.id))!);
}

/**
 * Changes goods. What the operator approved must not change unseen: goods on shelf (or waiting)
 * that change go back to review, off the public list until approved again.
 */
export async function goodsUpdate(deps: AppDeps, principal: Principal | null, request: z.output<typeof GoodsChange>) {
  const { userId } = requireSignedIn(principal);
  await goodsForStaff(deps.db, userId, request.id, ['admin']);
  const { id, ...fields } = request;
  if (Object.values(fields).every((value) => value === undefined)) throw badRequest('merchant.nothingToChange');
  await requireOwnUpload(deps.db, userId, 'image', fields.image, 'merchant.imageNotUploaded');
  return deps.db.transaction(async (tx) => {
    const { goods } = await goodsForStaff(tx, userId, id, ['admin'], true);
    const toReview = goods.status === 'onShelf' || goods.status === 'pending';
    if (toReview) await queueForReview(tx, 'merchantGoods', goods.certificationId, userId);
    await updateGoods(tx, id, {
      name: fields.goodsName,
      description: fields.description,
      priceFen: fields.priceFen,
      imageFileId: fields.image,
      updatedAt: nowDate(),
      ...(toReview ? { status: 'pending' as const } : {}),
    });
    return toGoods((await findGoods(tx, id))!);
  });
}

/**
 * up: asks to put goods on shelf (off shelf or rejected -> pending, in the review queue); the
 * merchant must be approved. down: takes goods on shelf off at once. Goods waiting for review wait
 * for the decision.
 */
export async function goodsAudit(deps: AppDeps, principal: Principal | null, request: { id: number; action: 'up' | 'down' }) {
  const { userId } = requireSignedIn(principal);
  await goodsForStaff(deps.db, userId, request.id, ['admin']);
  return deps.db.transaction(async (tx) => {
    const { goods } = await goodsForStaff(tx, userId, request.id, ['admin'], true);
    if (goods.status === 'pending') throw conflict('merchant.goodsAwaitingReview');
    const at = nowDate();
    if (request.action === 'down') {
      if (goods.status !== 'onShelf') throw conflict('merchant.goodsNotOnShelf');
      await updateGoods(tx, goods.id, { status: 'offShelf', updatedAt: at });
    } else {
      if (goods.status === 'onShelf') throw conflict('merchant.goodsAlreadyOnShelf');
      const merchant = await findMerchant(tx, goods.merchantId);
      if (merchant?.status === 'pending' || merchant?.status === 'rejected') throw conflict('merchant.notApproved', { status: merchant.status });
      const certificationId = await queueForReview(tx, 'merchantGoods', goods.certificationId, userId);
      await updateGoods(tx, goods.id, { status: 'pending', rejectReason: null, certificationId, updatedAt: at });
    }
    return toGoods((await findGoods(tx, goods.id))!);
  });
}

/** Deletes goods (kept as a row for the review trail; gone from every list). */
export async function goodsDelete(deps: AppDeps, principal: Principal | null, id: number) {
  const { userId } = requireSignedIn(principal);
  const found = await goodsForStaff(deps.db, userId, id, ['admin']);
  const at = nowDate();
  await updateGoods(deps.db, id, { deletedAt: at, updatedAt: at });
  return toGoods({ ...found, goods: { ...found.goods, updatedAt: at } });
}

/** An approved, open merchant's goods on shelf. */
export async function goodsList(deps: AppDeps, query: z.output<typeof PublicGoodsQuery>) {
  await approvedMerchant(deps.db, query.merchantId);
  const { rows, total } = await findGoodsPage(deps.db, query.merchantId, 'onShelf', { offset: pageOffset(query.current, query.size), limit: query.size });
  return toPage(rows.map(toGoods), total, query.current, query.size);
}

/** Goods on shelf of an approved, open merchant; anything else is the 404 of goods that do not exist. */
export async function goodsInfo(deps: AppDeps, id: number) {
  const found = await findGoods(deps.db, id);
  if (!found || found.goods.status !== 'onShelf' || found.merchantStatus !== 'approved') throw notFound('merchant.goodsNotFound', { id });
  return toGoods(found);
}

/** The merchant's goods in every status (or one), for its staff. */
export async function goodsManageList(deps: AppDeps, principal: Principal | null, query: z.output<typeof ManagedGoodsQuery>) {
  const { userId } = requireSignedIn(principal);
  await requireStaff(deps.db, userId, query.merchantId, ANY_STAFF);
  const { rows, total } = await findGoodsPage(deps.db, query.merchantId, query.status, { offset: pageOffset(query.current, query.size), limit: query.size });
  return toPage(rows.map(toGoods), total, query.current, query.size);
}

export async function goodsManageInfo(deps: AppDeps, principal: Principal | null, id: number) {
  const { userId } = requireSignedIn(principal);
  return toGoods(await goodsForStaff(deps.db, userId, id, ANY_STAFF));
}
