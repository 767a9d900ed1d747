import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { getAppUser, getAppserverUser, getLogisticsUser, switchIdentity } from './user.service';

const user = endpoints.user;

/** The signed-in user's account, identities and logistics side. */
export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Each a function of the caller's account alone: kept per account object (http/route.ts perAccount).
  const perAccount = { perAccount: true };
  mountEndpoint(app, user.appserverInfo, async (_input, { principal }) => getAppserverUser(principal), perAccount);
  mountEndpoint(app, user.info, async (_input, { principal }) => getAppUser(principal), perAccount);
  mountEndpoint(app, user.wlInfo, async (_input, { principal }) => getLogisticsUser(principal), perAccount);
  mountEndpoint(app, user.setIdentity, ({ body }, { principal, deps }) => switchIdentity(deps, principal, body.identityType));
}
