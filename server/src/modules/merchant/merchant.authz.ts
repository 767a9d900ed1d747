import { endpoints } from '@/lib/contract';
import { ANYONE, SIGNED_IN, own, type AuthzTable } from '../../http/authz';

/**
 * Who may get a 2xx from each merchant call (server/src/http/authz.ts; checked by
 * server/test/authz-matrix.test.ts). A merchant is its staff's ('merchant'); goods and staff rows
 * are their merchant's staff's ('merchantGoods', 'merchantStaff'). Applying, and the lists of the
 * caller's own merchants, are for anyone signed in; the open merchants and their goods on shelf
 * for anyone.
 */
export const merchantAuthz: AuthzTable<typeof endpoints.merchant> = {
  settleInfo: SIGNED_IN,
  upShoreInfo: own('merchant'),
  getMerchantInfo: SIGNED_IN,
  storeClosure: own('merchant'),
  userInviteMerchantRecord: SIGNED_IN,
  listByLiaisonMan: SIGNED_IN,
  listByWaiter: SIGNED_IN,
  detail: ANYONE,
  staffList: own('merchant'),
  staffAdd: own('merchant'),
  staffChange: own('merchantStaff'),
  staffDelete: own('merchantStaff'),
  goodsAdd: own('merchant'),
  goodsUpdate: own('merchantGoods'),
  goodsAudit: own('merchantGoods'),
  goodsDelete: own('merchantGoods'),
  goodsList: ANYONE,
  goodsInfo: ANYONE,
  goodsManageList: own('merchant'),
  goodsManageInfo: own('merchantGoods'),
};
