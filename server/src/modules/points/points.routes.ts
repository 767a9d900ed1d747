import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { checkIn, checkInState, invitationRecords, myInvitation, myPoints } from './points.service';

const calls = endpoints.points;

/** Points, the daily check-in and invitations (app service, docs/points.md). */
export function registerPointsRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.myPoints, ({ query }, { principal }) => myPoints(deps, principal, query));
  mountEndpoint(app, calls.checkInState, (_input, { principal }) => checkInState(deps, principal));
  // ctx.deps: with an Idempotency-Key the check-in runs in the key's transaction (route layer).
  mountEndpoint(app, calls.checkIn, (_input, { principal, deps: keyed }) => checkIn(keyed, principal));
  mountEndpoint(app, calls.myInvitation, (_input, { principal }) => myInvitation(deps, principal));
  mountEndpoint(app, calls.invitationRecords, ({ query }, { principal }) => invitationRecords(deps, principal, query));
}
