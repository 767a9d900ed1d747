import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { billDetail, billMonths, bills, waybillTolls } from './etc.bills';
import { reportTripsToIssuer } from './etc.tolls.road';

const calls = endpoints.etc;

/**
 * The toll side of the ETC module (docs/etc.md "Tolls"): bills by month, a bill's detail with its
 * route, a waybill's tolls and net; and, where the issuer is the local simulator, the report of
 * tracked trips to it (the issuer's toll notifications land in issuerNotify → etc.tolls.ts).
 */
export function registerEtcTollRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.bills, ({ query }, { principal }) => bills(deps, principal, query));
  mountEndpoint(app, calls.billMonths, ({ query }, { principal }) => billMonths(deps, principal, query));
  mountEndpoint(app, calls.billDetail, ({ query }, { principal }) => billDetail(deps, principal, query.tollId));
  mountEndpoint(app, calls.waybillTolls, ({ query }, { principal }) => waybillTolls(deps, principal, query.waybillId));
  reportTripsToIssuer(deps, app.log);
}
