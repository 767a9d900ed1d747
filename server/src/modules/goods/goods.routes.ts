import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { marketAnswerPolicy } from './goods.market-cache';
import { areas, listOfStation, places, vehicleClassification } from './goods.reference';
import * as goods from './goods.service';
// The toll stations' reference seed.
import './goods.seed';

const calls = endpoints.goods;

/** Goods sources, the goods market, free transport and the reference reads (logistics service). */
export function registerGoodsRoutes(app: FastifyInstance, deps: AppDeps): void {
  /** The lists a tourist reads: one answer for every tourist, kept as bytes while the market is unchanged, with ETag and 304 (http/shared-answer.ts). */
  const sharedWithTourists = { shared: marketAnswerPolicy(deps) };
  /**
   * Lists whose rows depend on the URL alone: a signed-in driver's answer is kept as well and served
   * to every signed-in caller who owns none of its cards (the owners get theirs built).
   */
  const sharedWithAll = { ...sharedWithTourists, sharedSignedIn: true };
  mountEndpoint(app, calls.priorityGoods, ({ query }, ctx) => goods.priorityGoods(deps, ctx.principal, query, ctx.sameForSignedInExcept), sharedWithAll);
  mountEndpoint(app, calls.recommendedForOldDrivers, ({ query }, { principal }) => goods.recommendedForOldDrivers(deps, principal, query), sharedWithTourists);
  mountEndpoint(
    app,
    calls.todaySourceOfGoodsList,
    ({ query }, ctx) => goods.todaySourceOfGoodsList(deps, ctx.principal, query, ctx.sameForSignedInExcept),
    sharedWithAll,
  );
  mountEndpoint(app, calls.nearbySourceOfGoods, ({ query }, { principal }) => goods.nearbySourceOfGoods(deps, principal, query), sharedWithTourists);
  mountEndpoint(
    app,
    calls.stationCommerceSourceList,
    ({ query }, ctx) => goods.stationCommerceSourceList(deps, ctx.principal, query, ctx.sameForSignedInExcept),
    sharedWithAll,
  );
  mountEndpoint(app, calls.listOfCargoOwner, ({ query }, { principal }) => goods.listOfCargoOwner(deps, principal, query));
  mountEndpoint(app, calls.freeTransportInfo, ({ query }, { principal }) => goods.freeTransportInfo(deps, principal, query), sharedWithTourists);
  mountEndpoint(app, calls.operationHistory, ({ query }, { principal }) => goods.operationHistory(deps, principal, query));
  mountEndpoint(app, calls.releaseSource, ({ body }, { principal, deps }) => goods.releaseSource(deps, principal, body));
  mountEndpoint(app, calls.releaseSourceOfOffline, ({ body }, { principal, deps }) => goods.releaseSourceOfOffline(deps, principal, body));
  mountEndpoint(app, calls.confirmTheSourceOfGoods, ({ body }, { principal, deps }) => goods.confirmTheSourceOfGoods(deps, principal, body.id));
  mountEndpoint(app, calls.cargoOwnerCancel, ({ body }, { principal, deps }) => goods.cargoOwnerCancel(deps, principal, body));
  // A tourist's detail is the same for every tourist (contacts masked) and changes with the market:
  // kept like its pages. A signed-in detail records the view in the reader's history: built each time.
  mountEndpoint(app, calls.sourceDetail, ({ params }, { principal }) => goods.sourceDetail(deps, principal, params.id), sharedWithTourists);
  mountEndpoint(app, calls.freeTransportRelease, ({ body }, { principal, deps }) => goods.freeTransportRelease(deps, principal, body));
  mountEndpoint(app, calls.freeTransportEdit, ({ body }, { principal, deps }) => goods.freeTransportEdit(deps, principal, body));
  mountEndpoint(app, calls.freeTransportDelete, ({ body }, { principal, deps }) => goods.freeTransportDelete(deps, principal, body.id));
  mountEndpoint(app, calls.freeTransportDetail, ({ params }, { principal }) => goods.freeTransportDetail(deps, principal, params.id));
  mountEndpoint(app, calls.listOfStation, ({ query }) => listOfStation(deps, query));
  mountEndpoint(app, calls.vehicleClassification, () => vehicleClassification(deps));
  mountEndpoint(app, calls.areas, ({ query }) => areas(deps, query));
  mountEndpoint(app, calls.places, ({ query }) => places(deps, query));
}
