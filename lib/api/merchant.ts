import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import { endpoints, type DataOf, type MerchantGoodsStatus, type Page } from '../contract';
import { apiKey, request, useApi, type Intent } from '../http';

/**
 * Merchants (lib/contract/merchant.ts, docs/merchants.md): the caller's merchants and their role
 * there, the application and its review, the store's open/closed switch, staff, and the
 * merchant's goods with their shelf states. Every change takes the screen's intention
 * (`useSubmission`), so a resend after a lost answer is applied once; after a change the cached
 * merchant reads of the app's cache are read again (a screen that stays on shows its own read
 * again too: a test's screen sits under a cache of its own).
 */

const m = endpoints.merchant;
const NO_ARGS = {};
const PAGE_SIZE = 20;

export type MyMerchantInfo = DataOf<typeof m.getMerchantInfo>[number];
export type MerchantStaffInfo = DataOf<typeof m.staffList>[number];
export type MerchantGoodsInfo = DataOf<typeof m.goodsManageInfo>;
export type InvitedMerchantInfo = DataOf<typeof m.userInviteMerchantRecord>['records'][number];
type Body<K extends keyof typeof m> = z.input<NonNullable<(typeof m)[K]['body']>>;
export type MerchantApplicationRequest = Body<'settleInfo'>;
export type MerchantChangeRequest = Body<'upShoreInfo'>;
export type MerchantGoodsFields = Omit<Body<'goodsAdd'>, 'merchantId'>;

/** Every cached merchant read: the caller's merchants, staff, goods (lists and items). */
function refreshMerchants() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && /\/app\/api\/(merchant\/|app\/personnel\/|merchantGoods\/)/.test(key[0]));
}

// ---- reads -------------------------------------------------------------------------------

/** The caller's merchants (applied for, or staff of), each with the caller's role there. */
export function useMyMerchants() {
  const { data, error, mutate: revalidate } = useApi(m.getMerchantInfo, NO_ARGS);
  return { merchants: data, error, mutate: revalidate };
}

/** The merchants the calling liaison officer brought in, newest first (the console shows the first page). */
export function useInvitedMerchants() {
  const { data, error, mutate: revalidate } = useApi(m.userInviteMerchantRecord, { query: { current: 1, size: PAGE_SIZE } });
  return { invited: data?.records, error, mutate: revalidate };
}

/** A merchant's staff (null merchantId reads nothing). */
export function useMerchantStaff(merchantId: number | null) {
  const { data, error, mutate: revalidate } = useApi(m.staffList, merchantId ? { query: { merchantId } } : null);
  return { staff: data, error, mutate: revalidate };
}

/** A merchant's goods in every status (or one), page by page for PagedList. */
export function useManagedGoods(merchantId: number, status: MerchantGoodsStatus | undefined) {
  return useSWRInfinite<Page<MerchantGoodsInfo>>(
    (index: number, previous: Page<MerchantGoodsInfo> | null) => {
      if (previous && previous.current >= previous.pages) return null;
      return apiKey(m.goodsManageList, { query: { merchantId, status, current: index + 1, size: PAGE_SIZE } });
    },
    ([, args]: readonly [string, { query: { merchantId: number; status?: MerchantGoodsStatus; current: number; size: number } }]) => request(m.goodsManageList, args),
  );
}

/** One of the merchant's goods in any status (null reads nothing). */
export function useManagedGoodsItem(id: number | null) {
  const { data, error, mutate: revalidate } = useApi(m.goodsManageInfo, id ? { params: { id } } : null);
  return { goods: data, error, mutate: revalidate };
}

// ---- verbs -------------------------------------------------------------------------------

/** Applies to settle as a merchant; it waits for an operator's review. */
export async function applyAsMerchant(body: MerchantApplicationRequest, intent?: Intent) {
  const merchant = await request(m.settleInfo, { intent, body });
  await refreshMerchants();
  return merchant;
}

/** Changes a merchant's details, or resubmits a rejected application (back to review). */
export async function changeMerchant(body: MerchantChangeRequest, intent?: Intent) {
  const merchant = await request(m.upShoreInfo, { intent, body });
  await refreshMerchants();
  return merchant;
}

/** ADMINISTRATORS: closes the store for now (its coupons and goods are not shown) or reopens it. */
export async function setStoreClosed(merchantId: number, closed: boolean, intent?: Intent) {
  const merchant = await request(m.storeClosure, { intent, body: { merchantId, closed } });
  await refreshMerchants();
  return merchant;
}

/** ADMINISTRATORS: adds a registered user (by phone) to the staff. */
export async function addMerchantStaff(body: Body<'staffAdd'>, intent?: Intent) {
  const staff = await request(m.staffAdd, { intent, body });
  await refreshMerchants();
  return staff;
}

/** ADMINISTRATORS: changes a staff member's name or role. */
export async function changeMerchantStaff(body: Body<'staffChange'>, intent?: Intent) {
  const staff = await request(m.staffChange, { intent, body });
  await refreshMerchants();
  return staff;
}

/** ADMINISTRATORS: removes a staff member. */
export async function removeMerchantStaff(id: number, intent?: Intent) {
  const staff = await request(m.staffDelete, { intent, params: { id } });
  await refreshMerchants();
  return staff;
}

/** ADMINISTRATORS: adds goods, off shelf until put on (and approved). */
export async function addMerchantGoods(merchantId: number, fields: MerchantGoodsFields, intent?: Intent) {
  const goods = await request(m.goodsAdd, { intent, body: { merchantId, ...fields } });
  await refreshMerchants();
  return goods;
}

/** ADMINISTRATORS: changes goods; goods on shelf or waiting go back to review. */
export async function changeMerchantGoods(id: number, fields: Partial<MerchantGoodsFields>, intent?: Intent) {
  const goods = await request(m.goodsUpdate, { intent, body: { id, ...fields } });
  await refreshMerchants();
  return goods;
}

/** ADMINISTRATORS: 'up' asks to put goods on shelf (an operator reviews), 'down' takes them off at once. */
export async function shelveMerchantGoods(id: number, action: 'up' | 'down', intent?: Intent) {
  const goods = await request(m.goodsAudit, { intent, body: { id, action } });
  await refreshMerchants();
  return goods;
}

/** ADMINISTRATORS: deletes goods. */
export async function deleteMerchantGoods(id: number, intent?: Intent) {
  const goods = await request(m.goodsDelete, { intent, params: { id } });
  await refreshMerchants();
  return goods;
}
