import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import {
  allocateVehicle,
  authorizedVehicles,
  deleteVehicle,
  drivableVehicles,
  enterpriseVehicles,
  expiringVehicles,
  myVehicles,
  saveVehicle,
  unverifiedVehicles,
  updateAnnualInspection,
  updateContact,
  updateRoadTransport,
  vehicleAudits,
  vehicleInfo,
} from './vehicle.service';
import { authorizationRequests, authorizeDriver, myAuthorizations, settleRequest, untie, vehicleDrivers } from './vehicle.drivers';
import {
  closeSpareCapacity,
  endTemporary,
  getSpareCapacity,
  publishSpareCapacity,
  saveTemporary,
  sharedInventory,
  temporaryVehicle,
  temporaryVehicles,
  vehicleCapacities,
} from './vehicle.capacity';
// The review console's reader and the approval effect of kind 'vehicle'.
import './vehicle.review';

const calls = endpoints.vehicle;

/** Vehicles, their drivers, temporary vehicles and spare capacity (app service). */
export function registerVehicleRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.save, ({ body }, { principal, deps }) => saveVehicle(deps, principal, body));
  mountEndpoint(app, calls.remove, ({ params }, { principal, deps }) => deleteVehicle(deps, principal, params.vehicleId));
  mountEndpoint(app, calls.mine, ({ query }, { principal }) => myVehicles(deps, principal, query));
  mountEndpoint(app, calls.enterpriseVehicles, ({ params, query }, { principal }) => enterpriseVehicles(deps, principal, params.enterpriseId, query));
  mountEndpoint(app, calls.authorized, ({ query }, { principal }) => authorizedVehicles(deps, principal, query));
  mountEndpoint(app, calls.drivable, (_, { principal }) => drivableVehicles(deps, principal));
  mountEndpoint(app, calls.myAuthorizations, (_, { principal }) => myAuthorizations(deps, principal));
  mountEndpoint(app, calls.info, ({ params }, { principal }) => vehicleInfo(deps, principal, params.vehicleId));
  mountEndpoint(app, calls.untie, ({ body }, { principal, deps }) => untie(deps, principal, body));
  mountEndpoint(app, calls.certificateAudits, ({ query }, { principal }) => vehicleAudits(deps, principal, query));
  mountEndpoint(app, calls.roadTransport, ({ params, body }, { principal, deps }) => updateRoadTransport(deps, principal, params.vehicleId, body));
  mountEndpoint(app, calls.annualInspection, ({ params, body }, { principal, deps }) => updateAnnualInspection(deps, principal, params.vehicleId, body));
  mountEndpoint(app, calls.contact, ({ params, body }, { principal, deps }) => updateContact(deps, principal, params.vehicleId, body));
  mountEndpoint(app, calls.allocate, ({ params, body }, { principal, deps }) => allocateVehicle(deps, principal, params.vehicleId, body));
  mountEndpoint(app, calls.unverified, ({ query }, { principal }) => unverifiedVehicles(deps, principal, query.enterpriseId));
  mountEndpoint(app, calls.drivers, ({ params }, { principal }) => vehicleDrivers(deps, principal, params.vehicleId));
  mountEndpoint(app, calls.authorize, ({ params, body }, { principal, deps }) => authorizeDriver(deps, principal, params.vehicleId, body.mobile));
  mountEndpoint(app, calls.authorizationRequests, ({ query }, { principal }) => authorizationRequests(deps, principal, query.enterpriseId));
  mountEndpoint(app, calls.settleRequest, ({ params, body }, { principal, deps }) => settleRequest(deps, principal, params.requestId, body.accept));
  mountEndpoint(app, calls.save2Vehicle, ({ body }, { principal, deps }) => saveTemporary(deps, principal, body));
  mountEndpoint(app, calls.temporaryVehicles, ({ query }, { principal }) => temporaryVehicles(deps, principal, query));
  mountEndpoint(app, calls.temporaryVehicle, ({ params }, { principal }) => temporaryVehicle(deps, principal, params.temporaryId));
  mountEndpoint(app, calls.endTemporary, ({ params }, { principal, deps }) => endTemporary(deps, principal, params.temporaryId));
  mountEndpoint(app, calls.spareCapacity, ({ params }, { principal }) => getSpareCapacity(deps, principal, params.vehicleId));
  mountEndpoint(app, calls.publishSpareCapacity, ({ params, body }, { principal, deps }) => publishSpareCapacity(deps, principal, params.vehicleId, body));
  mountEndpoint(app, calls.closeSpareCapacity, ({ params }, { principal, deps }) => closeSpareCapacity(deps, principal, params.vehicleId));
  mountEndpoint(app, calls.capacities, ({ query }, { principal }) => vehicleCapacities(deps, principal, query));
  mountEndpoint(app, calls.sharedInventory, ({ query }, { principal }) => sharedInventory(deps, principal, query));
  mountEndpoint(app, calls.expiring, ({ query }, { principal }) => expiringVehicles(deps, principal, query.enterpriseId));
}
