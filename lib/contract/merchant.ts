import { z } from 'zod';
import { endpoint } from './endpoint';
import { FileIdParam } from './identity';
import { PageQuery, pageOf } from './paging';
import { Latitude, Longitude, Mobile, PersonName } from './rules';

/**
 * Merchants (商家, docs/merchants.md): shops, restaurants, repair shops, fuel stations and lodgings
 * at toll stations and service areas that issue coupons to drivers. A signed-in user applies
 * (settleInfo) with a business licence photo; an operator reviews the application in the review
 * console (certification kind 'merchant'); approval makes the applicant the merchant's first
 * administrator. Administrators add staff (administrators, waiters who write coupons off, liaison
 * officers), change the merchant's details (a new name or licence goes back to review), close and
 * reopen the store, and manage its goods; goods go on shelf after an operator approves them
 * (certification kind 'merchantGoods'). App service, user token, except the public reads of an
 * open merchant and its goods on shelf.
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Text = (min: number, max: number) => z.string().trim().min(min).max(max);
const FileId = FileIdParam.shape.fileId;

export const MERCHANT_CATEGORIES = ['shop', 'restaurant', 'repair', 'fuel', 'lodging', 'other'] as const;
export const MerchantCategory = z.enum(MERCHANT_CATEGORIES);
export type MerchantCategory = z.infer<typeof MerchantCategory>;

/**
 * pending (waiting for an operator) -> approved | rejected (with a reason); rejected -> pending by a
 * corrected upShoreInfo; approved -> pending when the name or licence changes; approved <-> closed
 * by its administrator (storeClosure).
 */
export const MERCHANT_STATUSES = ['pending', 'approved', 'rejected', 'closed'] as const;
export const MerchantStatus = z.enum(MERCHANT_STATUSES);
export type MerchantStatus = z.infer<typeof MerchantStatus>;

/** admin: runs the merchant (staff, goods, details); waiter: serves at the counter (write-offs); liaison: its contact officer. */
export const MERCHANT_STAFF_ROLES = ['admin', 'waiter', 'liaison'] as const;
export const MerchantStaffRole = z.enum(MERCHANT_STAFF_ROLES);
export type MerchantStaffRole = z.infer<typeof MerchantStaffRole>;

/**
 * offShelf (new, or taken off) -> pending (the administrator asked to put it on shelf) -> onShelf |
 * rejected (with a reason); onShelf -> offShelf at once; a changed on-shelf goods goes back to pending.
 */
export const MERCHANT_GOODS_STATUSES = ['offShelf', 'pending', 'onShelf', 'rejected'] as const;
export const MerchantGoodsStatus = z.enum(MERCHANT_GOODS_STATUSES);
export type MerchantGoodsStatus = z.infer<typeof MerchantGoodsStatus>;

/** Largest goods price: ¥1,000,000.00 in fen. */
export const MAX_GOODS_PRICE_FEN = 100_000_000;

/** A merchant's contact: a mobile, or a landline with area code (0591-12345678, optional -ext). */
export const ContactPhone = z
  .string()
  .trim()
  .regex(/^(1[3-9]\d{9}|0\d{2,3}-\d{7,8}(-\d{1,6})?)$/, 'must be a mobile number or a landline such as 0591-12345678');

const ByMerchant = z.object({ merchantId: Id });
export const MerchantItemParam = z.object({ id: Id });

export const MerchantApplication = z.object({
  merchantName: Text(2, 40),
  category: MerchantCategory,
  /** The toll station or service area the merchant stands at (GET /logistics/api/stations), if any. */
  stationId: Id.optional(),
  address: Text(2, 120),
  lng: Longitude,
  lat: Latitude,
  contactPhone: ContactPhone,
  /** The business licence photo (uploaded first with /app/api/file/upload: its file id). */
  licenceImage: FileId,
  /** The mobile of the liaison officer who brought the merchant, if any (must hold the liaison identity). */
  invitedBy: Mobile.optional(),
});

/** upShoreInfo: the merchant's fields to change (at least one); a new name or licence goes back to review. */
export const MerchantChange = MerchantApplication.omit({ invitedBy: true })
  .partial()
  .extend({ merchantId: Id });

export const StoreClosure = z.object({ merchantId: Id, closed: z.boolean() });

/** A merchant as anyone sees it: only approved (open) merchants are shown. */
export const PublicMerchant = z.object({
  merchantId: z.number().int(),
  merchantName: z.string(),
  category: MerchantCategory,
  stationId: z.number().int().nullable(),
  stationName: z.string().nullable(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
  contactPhone: z.string(),
});

/** A merchant as its staff and its liaison officer see it: with status, review outcome and licence. */
export const Merchant = PublicMerchant.extend({
  status: MerchantStatus,
  /** Why an operator refused the application (shown until it is corrected and resubmitted). */
  rejectReason: z.string().nullable(),
  licenceImage: z.object({ fileId: z.string(), url: z.string() }),
  ownerUserId: z.number().int(),
  invitedByUserId: z.number().int().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Merchant = z.infer<typeof Merchant>;

/** One of the caller's merchants, with the caller's role there. */
export const MyMerchant = Merchant.extend({ role: MerchantStaffRole });

export const MerchantStaff = z.object({
  /** The staff row's id (personnel change/delete name it). */
  id: z.number().int(),
  merchantId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: MerchantStaffRole,
  createdAt: z.string(),
});

/** app/personnel admin add: a registered user (found by phone) joins the merchant's staff. */
export const StaffAdditionRequest = z.object({
  merchantId: Id,
  name: PersonName,
  phone: Mobile,
  role: MerchantStaffRole,
});
/** app/personnel admin change: a staff member's name or role. */
export const StaffChangeRequest = z.object({
  id: Id,
  name: PersonName.optional(),
  role: MerchantStaffRole.optional(),
});

export const GoodsFields = z.object({
  goodsName: Text(2, 40),
  description: Text(0, 500).optional(),
  priceFen: z.number().int().min(0).max(MAX_GOODS_PRICE_FEN),
  /** A photo of the goods (uploaded first: its file id). */
  image: FileId.optional(),
});
export const GoodsAddition = GoodsFields.extend({ merchantId: Id });
export const GoodsChange = GoodsFields.partial().extend({ id: Id });
/** up: ask to put on shelf (an operator reviews); down: take off shelf at once. */
export const GoodsShelving = z.object({ id: Id, action: z.enum(['up', 'down']) });

export const MerchantGoods = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  merchantName: z.string(),
  goodsName: z.string(),
  description: z.string(),
  priceFen: z.number().int(),
  image: z.object({ fileId: z.string(), url: z.string() }).nullable(),
  status: MerchantGoodsStatus,
  /** Why an operator refused to put it on shelf (null otherwise). */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MerchantGoods = z.infer<typeof MerchantGoods>;

export const PublicGoodsQuery = PageQuery.extend({ merchantId: Id });
export const ManagedGoodsQuery = PageQuery.extend({ merchantId: Id, status: MerchantGoodsStatus.optional() });

export const merchantEndpoints = {
  settleInfo: endpoint({
    service: 'app', method: 'POST', path: '/merchant/settleInfo', access: 'user', idempotent: true,
    summary: 'Apply to settle as a merchant (reviewed by an operator; one application waiting at a time)',
    body: MerchantApplication, response: MyMerchant,
  }),
  upShoreInfo: endpoint({
    service: 'app', method: 'PUT', path: '/merchant/upShoreInfo', access: 'user', idempotent: true,
    summary: "Change a merchant's details (its administrators); a new name or licence, or a rejected application, goes to review again",
    body: MerchantChange, response: MyMerchant,
  }),
  getMerchantInfo: endpoint({
    service: 'app', method: 'GET', path: '/merchant/getMerchantInfo', access: 'user',
    summary: "The caller's merchants (applied for, or staff of) with their role, status and reject reason",
    response: z.array(MyMerchant),
  }),
  storeClosure: endpoint({
    service: 'app', method: 'PUT', path: '/merchant/storeClosure', access: 'user', idempotent: true,
    summary: 'Close or reopen an approved store (its administrators); a closed store and its goods are not shown',
    body: StoreClosure, response: MyMerchant,
  }),
  userInviteMerchantRecord: endpoint({
    service: 'app', method: 'GET', path: '/merchant/userInviteMerchantRecord', access: 'user',
    summary: 'The merchants the calling liaison officer brought in (invitedBy), newest first',
    query: PageQuery, response: pageOf(Merchant),
  }),
  listByLiaisonMan: endpoint({
    service: 'app', method: 'GET', path: '/merchant/getMerchantListByLiaisonMan', access: 'user',
    summary: 'The merchants the caller serves as liaison officer',
    response: z.array(MyMerchant),
  }),
  listByWaiter: endpoint({
    service: 'app', method: 'GET', path: '/merchant/getMerchantListByWaiter', access: 'user',
    summary: 'The merchant the caller serves as waiter (a waiter serves one merchant)',
    response: z.array(MyMerchant),
  }),
  detail: endpoint({
    service: 'app', method: 'GET', path: '/merchant/detail', access: 'public',
    summary: 'An approved, open merchant as anyone sees it (404 unknown or not approved, 409 closed)',
    query: ByMerchant, response: PublicMerchant,
  }),
  staffList: endpoint({
    service: 'app', method: 'GET', path: '/app/personnel/admin/list', access: 'user',
    summary: "A merchant's staff (its staff members only)",
    query: ByMerchant, response: z.array(MerchantStaff),
  }),
  staffAdd: endpoint({
    service: 'app', method: 'POST', path: '/app/personnel/admin/add', access: 'user', idempotent: true,
    summary: 'Add a registered user (by phone) as administrator, waiter or liaison officer (administrators only)',
    body: StaffAdditionRequest, response: MerchantStaff,
  }),
  staffChange: endpoint({
    service: 'app', method: 'PUT', path: '/app/personnel/admin/change', access: 'user', idempotent: true,
    summary: "Change a staff member's name or role (administrators only; the last administrator stays one)",
    body: StaffChangeRequest, response: MerchantStaff,
  }),
  staffDelete: endpoint({
    service: 'app', method: 'DELETE', path: '/app/personnel/admin/delete/:id', access: 'user', idempotent: true,
    summary: 'Remove a staff member (administrators only; the last administrator cannot be removed)',
    params: MerchantItemParam, response: MerchantStaff,
  }),
  goodsAdd: endpoint({
    service: 'app', method: 'POST', path: '/merchantGoods/add', access: 'user', idempotent: true,
    summary: 'Add goods to a merchant, off shelf (administrators only)',
    body: GoodsAddition, response: MerchantGoods,
  }),
  goodsUpdate: endpoint({
    service: 'app', method: 'PUT', path: '/merchantGoods/update', access: 'user', idempotent: true,
    summary: 'Change goods (administrators only); goods on shelf or waiting go to review again',
    body: GoodsChange, response: MerchantGoods,
  }),
  goodsAudit: endpoint({
    service: 'app', method: 'PUT', path: '/merchantGoods/audit', access: 'user', idempotent: true,
    summary: 'up: ask to put goods on shelf (an operator reviews); down: take them off shelf at once (administrators only)',
    body: GoodsShelving, response: MerchantGoods,
  }),
  goodsDelete: endpoint({
    service: 'app', method: 'DELETE', path: '/merchantGoods/delete/:id', access: 'user', idempotent: true,
    summary: 'Delete goods (administrators only)',
    params: MerchantItemParam, response: MerchantGoods,
  }),
  goodsList: endpoint({
    service: 'app', method: 'GET', path: '/merchantGoods/list', access: 'public',
    summary: "An approved, open merchant's goods on shelf, newest first",
    query: PublicGoodsQuery, response: pageOf(MerchantGoods),
  }),
  goodsInfo: endpoint({
    service: 'app', method: 'GET', path: '/merchantGoods/info/:id', access: 'public',
    summary: 'Goods on shelf of an approved, open merchant',
    params: MerchantItemParam, response: MerchantGoods,
  }),
  goodsManageList: endpoint({
    service: 'app', method: 'GET', path: '/merchantGoods/manageList', access: 'user',
    summary: "A merchant's goods in every status, newest first (its staff)",
    query: ManagedGoodsQuery, response: pageOf(MerchantGoods),
  }),
  goodsManageInfo: endpoint({
    service: 'app', method: 'GET', path: '/merchantGoods/manageInfo/:id', access: 'user',
    summary: 'One of the merchant’s goods in any status (its staff)',
    params: MerchantItemParam, response: MerchantGoods,
  }),
};
