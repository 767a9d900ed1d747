import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { KEY_CLAIMED_BY_SERVICE, mountEndpoint } from '../../http/route';
import { ESIGN_SIGNATURE_HEADER } from '../../providers/esign/esign.provider';
import { registerLocalEsignPages } from './waybill.esign-page';
import { kioskStationQrKey, myStations } from './waybill.kiosk';
import { loadingCompleted, scanningLoading, scanningUnloading, unloadingCompleted } from './waybill.field';
import { idempotencyKeyOf } from '../idempotency/idempotency';
import {
  dispatchOrder,
  driverCancel,
  driverWaybills,
  enterpriseWaybills,
  evaluate,
  grabOrder,
  ownerCancel,
  ownerWaybills,
  receiveOrder,
  waybillDetail,
  waybillPhoto,
} from './waybill.service';
import { driverSignUrl, esignCallback, ownerSignUrl } from './waybill.signing';
import {
  commerceWaybillInfo,
  sourceQrCode,
  stationLoadingDetail,
  stationLoadingList,
  stationLoadingSignFor,
  waybillDetailScanning,
} from './waybill.station';

const calls = endpoints.waybill;

/** Waybills (logistics service): grab/dispatch/receive, e-contract, field actions, station view, lists. */
export function registerWaybillRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.grabOrder, ({ body }, { principal, deps }) => grabOrder(deps, principal, body));
  mountEndpoint(app, calls.cargoOwnerDispatchOrder, ({ body }, { principal, deps }) => dispatchOrder(deps, principal, body));
  mountEndpoint(app, calls.receivingOrder, ({ body }, { principal, deps }) => receiveOrder(deps, principal, body.waybillId));
  mountEndpoint(app, calls.getSignUrl, ({ query }, { principal }) => driverSignUrl(deps, principal, query.waybillId));
  mountEndpoint(app, calls.waybillSignUrl, ({ query }, { principal }) => ownerSignUrl(deps, principal, query.waybillId));
  mountEndpoint(app, calls.esignCallback, ({ body }, { request }) => {
    const signature = request.headers[ESIGN_SIGNATURE_HEADER];
    return esignCallback(deps, Array.isArray(signature) ? signature[0] : signature, body);
  });
  mountEndpoint(app, calls.stationQrKey, ({ query }, { principal }) => kioskStationQrKey(deps, principal, query));
  mountEndpoint(app, calls.myStations, (_, { principal }) => myStations(deps, principal));
  mountEndpoint(app, calls.sourceQrCode, ({ query }, { principal }) => sourceQrCode(deps, principal, query));
  // Field actions: the Idempotency-Key header is read here (the route has the request).
  mountEndpoint(app, calls.scanningLoading, ({ body }, { principal, request }) => scanningLoading(deps, principal, idempotencyKeyOf(request), body), KEY_CLAIMED_BY_SERVICE);
  mountEndpoint(app, calls.loadingCompleted, ({ body }, { principal, request }) => loadingCompleted(deps, principal, idempotencyKeyOf(request), body), KEY_CLAIMED_BY_SERVICE);
  mountEndpoint(app, calls.scanningUnloading, ({ body }, { principal, request }) => scanningUnloading(deps, principal, idempotencyKeyOf(request), body), KEY_CLAIMED_BY_SERVICE);
  mountEndpoint(app, calls.unLoadingCompleted, ({ body }, { principal, request }) => unloadingCompleted(deps, principal, idempotencyKeyOf(request), body), KEY_CLAIMED_BY_SERVICE);
  mountEndpoint(app, calls.stationLoadingSignFor, ({ body }, { principal, request }) =>
    stationLoadingSignFor(deps, principal, idempotencyKeyOf(request), body), KEY_CLAIMED_BY_SERVICE,
  );
  mountEndpoint(app, calls.driverCancelOrder, ({ body }, { principal, deps }) => driverCancel(deps, principal, body));
  mountEndpoint(app, calls.cargoOwnerCancelWaybill, ({ body }, { principal, deps }) => ownerCancel(deps, principal, body));
  mountEndpoint(app, calls.cargoOwnerEvaluate, ({ body }, { principal, deps }) => evaluate(deps, principal, body));
  mountEndpoint(app, calls.waybillDetailScanning, ({ body }, { principal }) => waybillDetailScanning(deps, principal, body.code));
  // Raw bytes: the Buffer goes out as the body (the contract types raw bodies as string).
  mountEndpoint(app, calls.waybillPhoto, async ({ params }, { principal }) =>
    (await waybillPhoto(deps, principal, params.id, params.fileId)) as unknown as string,
  );
  mountEndpoint(app, calls.waybillDetail, ({ params }, { principal }) => waybillDetail(deps, principal, params.id));
  mountEndpoint(app, calls.commerceWaybillInfo, ({ params }, { principal }) => commerceWaybillInfo(deps, principal, params.id));
  mountEndpoint(app, calls.stationLoadingList, ({ query }, { principal }) => stationLoadingList(deps, principal, query));
  mountEndpoint(app, calls.stationLoadingDetail, ({ query }, { principal }) => stationLoadingDetail(deps, principal, query.waybillId));
  mountEndpoint(app, calls.waybillList, ({ query }, { principal }) => ownerWaybills(deps, principal, query));
  mountEndpoint(app, calls.waybillListOfDriver, ({ query }, { principal }) => driverWaybills(deps, principal, query));
  mountEndpoint(app, calls.waybillListOfEnterprise, ({ query }, { principal }) => enterpriseWaybills(deps, principal, query));
  registerLocalEsignPages(app, deps);
}
