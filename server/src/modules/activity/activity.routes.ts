import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import {
  activityDetail,
  activityDict,
  activityList,
  activityQrCode,
  activityWriteOffs,
  addActivity,
  bannerList,
  clockIn,
  clockInRecords,
  eventRegist,
  registrations,
  updateActivity,
} from './activity.service';

const calls = endpoints.activity;

/** Activities: banners, lists, registrations, clock-ins, and the operator's calls (app service, docs/coupons.md). */
export function registerActivityRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.bannerList, async () => bannerList(deps));
  mountEndpoint(app, calls.activityDict, async () => activityDict());
  mountEndpoint(app, calls.activityList, ({ query }, { principal }) => activityList(deps, principal, query));
  mountEndpoint(app, calls.activityDetail, ({ query }, { principal }) => activityDetail(deps, principal, query.id));
  mountEndpoint(app, calls.eventRegist, ({ body }, { principal, deps }) => eventRegist(deps, principal, body));
  mountEndpoint(app, calls.clockIn, ({ body }, { principal, deps }) => clockIn(deps, principal, body.qr));
  mountEndpoint(app, calls.clockInRecords, ({ query }, { principal }) => clockInRecords(deps, principal, query));
  mountEndpoint(app, calls.addActivity, ({ body }, { principal, deps }) => addActivity(deps, principal, body));
  mountEndpoint(app, calls.updateActivity, ({ body }, { principal, deps }) => updateActivity(deps, principal, body));
  mountEndpoint(app, calls.activityQrCode, ({ query }, { principal }) => activityQrCode(deps, principal, query.id));
  mountEndpoint(app, calls.registrations, ({ query }, { principal }) => registrations(deps, principal, query));
  mountEndpoint(app, calls.activityWriteOffs, ({ query }, { principal }) => activityWriteOffs(deps, principal, query));
}
