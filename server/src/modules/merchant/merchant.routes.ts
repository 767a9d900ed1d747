import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { goodsAdd, goodsAudit, goodsDelete, goodsInfo, goodsList, goodsManageInfo, goodsManageList, goodsUpdate } from './merchant.goods';
import {
  getMerchantInfo,
  merchantDetail,
  merchantsServedAs,
  settleInfo,
  storeClosure,
  upShoreInfo,
  userInviteMerchantRecord,
} from './merchant.service';
import { staffAdd, staffChange, staffDelete, staffList } from './merchant.staff';
// Register the review console's handling of applications and goods, and who else reads their photos (on import).
import './merchant.review';
import './merchant.files';

const calls = endpoints.merchant;

/** Merchants: applying, details, closing, personnel and goods (app service). */
export function registerMerchantRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.settleInfo, ({ body }, { principal, deps }) => settleInfo(deps, principal, body));
  mountEndpoint(app, calls.upShoreInfo, ({ body }, { principal, deps }) => upShoreInfo(deps, principal, body));
  mountEndpoint(app, calls.getMerchantInfo, (_input, { principal }) => getMerchantInfo(deps, principal));
  mountEndpoint(app, calls.storeClosure, ({ body }, { principal, deps }) => storeClosure(deps, principal, body));
  mountEndpoint(app, calls.userInviteMerchantRecord, ({ query }, { principal }) => userInviteMerchantRecord(deps, principal, query));
  mountEndpoint(app, calls.listByLiaisonMan, (_input, { principal }) => merchantsServedAs(deps, principal, 'liaison'));
  mountEndpoint(app, calls.listByWaiter, (_input, { principal }) => merchantsServedAs(deps, principal, 'waiter'));
  mountEndpoint(app, calls.detail, ({ query }) => merchantDetail(deps, query.merchantId));
  mountEndpoint(app, calls.staffList, ({ query }, { principal }) => staffList(deps, principal, query.merchantId));
  mountEndpoint(app, calls.staffAdd, ({ body }, { principal, deps }) => staffAdd(deps, principal, body));
  mountEndpoint(app, calls.staffChange, ({ body }, { principal, deps }) => staffChange(deps, principal, body));
  mountEndpoint(app, calls.staffDelete, ({ params }, { principal, deps }) => staffDelete(deps, principal, params.id));
  mountEndpoint(app, calls.goodsAdd, ({ body }, { principal, deps }) => goodsAdd(deps, principal, body));
  mountEndpoint(app, calls.goodsUpdate, ({ body }, { principal, deps }) => goodsUpdate(deps, principal, body));
  mountEndpoint(app, calls.goodsAudit, ({ body }, { principal, deps }) => goodsAudit(deps, principal, body));
  mountEndpoint(app, calls.goodsDelete, ({ params }, { principal, deps }) => goodsDelete(deps, principal, params.id));
  mountEndpoint(app, calls.goodsList, ({ query }) => goodsList(deps, query));
  mountEndpoint(app, calls.goodsInfo, ({ params }) => goodsInfo(deps, params.id));
  mountEndpoint(app, calls.goodsManageList, ({ query }, { principal }) => goodsManageList(deps, principal, query));
  mountEndpoint(app, calls.goodsManageInfo, ({ params }, { principal }) => goodsManageInfo(deps, principal, params.id));
}
