import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import {
  addAMember,
  applyToBeAFleet,
  getBelongToFleet,
  getFleetCaptainAuthUrl,
  getFleetDetail,
  getFleetListByCaptainId,
  getInvite,
  getMembers,
  leave,
  removeMember,
  vehicleListByDriverId,
} from './fleet.service';

const calls = endpoints.fleet;

/** Fleets: founding, invitations, membership and what captain and members see (app service). */
export function registerFleetRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.applyToBeAFleet, ({ body }, { principal, deps }) => applyToBeAFleet(deps, principal, body));
  mountEndpoint(app, calls.getFleetListByCaptainId, ({ query }, { principal }) => getFleetListByCaptainId(deps, principal, query.captainId));
  mountEndpoint(app, calls.getBelongToFleet, (_input, { principal }) => getBelongToFleet(deps, principal));
  mountEndpoint(app, calls.getFleetDetail, ({ query }, { principal }) => getFleetDetail(deps, principal, query.fleetId));
  mountEndpoint(app, calls.getMembers, ({ query }, { principal }) => getMembers(deps, principal, query));
  mountEndpoint(app, calls.vehicleListByDriverId, ({ query }, { principal }) => vehicleListByDriverId(deps, principal, query.driverId));
  mountEndpoint(app, calls.getFleetCaptainAuthUrl, ({ query }, { principal }) => getFleetCaptainAuthUrl(deps, principal, query.fleetId));
  mountEndpoint(app, calls.getInvite, ({ query }, { principal }) => getInvite(deps, principal, query.token));
  mountEndpoint(app, calls.addAMember, ({ body }, { principal, deps }) => addAMember(deps, principal, body));
  mountEndpoint(app, calls.leave, ({ body }, { principal, deps }) => leave(deps, principal, body.fleetId));
  mountEndpoint(app, calls.removeMember, ({ body }, { principal, deps }) => removeMember(deps, principal, body));
}
