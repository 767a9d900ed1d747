import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import {
  addStaff,
  enterpriseCertification,
  enterpriseDetail,
  listStaff,
  myEnterprises,
  ownerOpeningPermission,
  removeStaffMember,
  staffDetail,
  updateStaffMember,
} from './enterprise.service';

const calls = endpoints.enterprise;

/** Enterprise application (app service), enterprise detail, staff and permission openings. */
export function registerEnterpriseRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.enterpriseCertification, ({ body }, { principal, deps }) => enterpriseCertification(deps, principal, body));
  mountEndpoint(app, calls.ownerOpeningPermission, ({ body }, { principal, deps }) => ownerOpeningPermission(deps, principal, body));
  mountEndpoint(app, calls.mine, (_input, { principal }) => myEnterprises(deps, principal));
  mountEndpoint(app, calls.detail, ({ params }, { principal }) => enterpriseDetail(deps, principal, params.enterpriseId));
  mountEndpoint(app, calls.staff, ({ params }, { principal }) => listStaff(deps, principal, params.enterpriseId));
  mountEndpoint(app, calls.staffDetail, ({ params }, { principal }) => staffDetail(deps, principal, params.enterpriseId, params.staffId));
  mountEndpoint(app, calls.addStaff, ({ params, body }, { principal, deps }) => addStaff(deps, principal, params.enterpriseId, body));
  mountEndpoint(app, calls.updateStaff, ({ params, body }, { principal, deps }) => updateStaffMember(deps, principal, params.enterpriseId, params.staffId, body));
  mountEndpoint(app, calls.removeStaff, ({ params }, { principal, deps }) => removeStaffMember(deps, principal, params.enterpriseId, params.staffId));
}
