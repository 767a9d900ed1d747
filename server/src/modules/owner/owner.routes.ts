import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { applyConsignor, applyLogisticsEnterprise, getOwnerAuthInfo, ownerUpdateInfo } from './owner.service';
// The review console's reader and approval effects for the kinds this module owns.
import './owner.review';

const calls = endpoints.owner;

/** Cargo-owner and enterprise applications (logistics service). */
export function registerOwnerRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.applyConsignor, ({ body }, { principal, deps }) => applyConsignor(deps, principal, body));
  mountEndpoint(app, calls.applyLogisticsEnterprises, ({ body }, { principal, deps }) => applyLogisticsEnterprise(deps, principal, body));
  mountEndpoint(app, calls.getOwnerAuthInfo, (_input, { principal }) => getOwnerAuthInfo(deps, principal));
  mountEndpoint(app, calls.ownerUpdateInfo, ({ body }, { principal, deps }) => ownerUpdateInfo(deps, principal, body));
}
