import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { getDriverAudit, getDriverInfo, leaveCarrier, saveDriver, saveQualification } from './driver.service';
import {
  acceptInvitation,
  activeEnterpriseDrivers,
  cancelInvitation,
  declineInvitation,
  enterpriseDriverDetail,
  enterpriseDriversPage,
  getInvitation,
  inviteDriver,
  myInvitations,
  removeEnterpriseDriver,
  sentInvitations,
  updateEnterpriseDriver,
} from './driver.enterprise';
// The review console's reader and the approval effect of the 'driver' kind.
import './driver.review';

const calls = endpoints.driver;

/** The driver certification and carrier enterprises' drivers (app service, user token). */
export function registerDriverRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.save, ({ body }, { principal, deps }) => saveDriver(deps, principal, body));
  mountEndpoint(app, calls.info, (_input, { principal }) => getDriverInfo(deps, principal));
  mountEndpoint(app, calls.qualification, ({ body }, { principal, deps }) => saveQualification(deps, principal, body));
  mountEndpoint(app, calls.audit, (_input, { principal }) => getDriverAudit(deps, principal));
  mountEndpoint(app, calls.leave, (_input, { principal, deps }) => leaveCarrier(deps, principal));
  mountEndpoint(app, calls.invite, ({ body }, { principal, deps }) => inviteDriver(deps, principal, body));
  mountEndpoint(app, calls.invitations, ({ query }, { principal }) => myInvitations(deps, principal, query));
  mountEndpoint(app, calls.invitation, ({ params }, { principal }) => getInvitation(deps, principal, params.id));
  mountEndpoint(app, calls.accept, ({ params }, { principal, deps }) => acceptInvitation(deps, principal, params.id));
  mountEndpoint(app, calls.decline, ({ params }, { principal, deps }) => declineInvitation(deps, principal, params.id));
  mountEndpoint(app, calls.cancel, ({ params }, { principal, deps }) => cancelInvitation(deps, principal, params.id));
  mountEndpoint(app, calls.sentInvitations, ({ params, query }, { principal }) => sentInvitations(deps, principal, params.enterpriseId, query));
  mountEndpoint(app, calls.drivers, ({ params, query }, { principal }) => enterpriseDriversPage(deps, principal, params.enterpriseId, query));
  mountEndpoint(app, calls.activeDrivers, ({ params }, { principal }) => activeEnterpriseDrivers(deps, principal, params.enterpriseId));
  mountEndpoint(app, calls.driver, ({ params }, { principal }) => enterpriseDriverDetail(deps, principal, params.enterpriseId, params.driverId));
  mountEndpoint(app, calls.updateDriver, ({ params, body }, { principal, deps }) =>
    updateEnterpriseDriver(deps, principal, params.enterpriseId, params.driverId, body),
  );
  mountEndpoint(app, calls.removeDriver, ({ params }, { principal, deps }) => removeEnterpriseDriver(deps, principal, params.enterpriseId, params.driverId));
}
