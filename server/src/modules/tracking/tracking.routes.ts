import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { postPositions, waybillRoute } from './tracking.service';

const calls = endpoints.tracking;

/** Positions of waybills in transit and their routes (logistics service; docs/tracking.md). */
export function registerTrackingRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.positions, ({ body }, { principal }) => postPositions(deps, principal, body));
  mountEndpoint(app, calls.route, ({ params }, { principal }) => waybillRoute(deps, principal, params.waybillId));
}
