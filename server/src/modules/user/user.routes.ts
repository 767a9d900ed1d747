import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { getAppUser, getAppserverUser, getLogisticsUser, switchIdentity } from './user.service';

const user = endpoints.user;

/** The signed-in user's account, identities and logistics side. */
export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, user.appserverInfo, (_input, { principal }) => getAppserverUser(deps, principal));
  mountEndpoint(app, user.info, (_input, { principal }) => getAppUser(deps, principal));
  mountEndpoint(app, user.wlInfo, (_input, { principal }) => getLogisticsUser(deps, principal));
  mountEndpoint(app, user.setIdentity, ({ body }, { principal }) => switchIdentity(deps, principal, body.identityType));
}
