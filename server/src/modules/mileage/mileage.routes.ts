import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { mileageByPeriod, mileageSum, travelRecord, travelRecords } from './mileage.service';
import { measureTripsAsTheyGo } from './mileage.trips';

const calls = endpoints.mileage;

/** Mileage and trips from the tracked positions (app service, docs/points.md "Mileage"). */
export function registerMileageRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.mileageSum, (_input, { principal }) => mileageSum(deps, principal));
  mountEndpoint(app, calls.mileageByPeriod, ({ query }, { principal }) => mileageByPeriod(deps, principal, query));
  mountEndpoint(app, calls.travelRecords, ({ query }, { principal }) => travelRecords(deps, principal, query));
  mountEndpoint(app, calls.travelRecord, ({ params }, { principal }) => travelRecord(deps, principal, params.waybillId));
  measureTripsAsTheyGo(deps, app.log);
}
