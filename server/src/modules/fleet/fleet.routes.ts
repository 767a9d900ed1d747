import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Placeholder wired by the lead; the fleet helper mounts the fleet calls here. */
export function registerFleetRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
