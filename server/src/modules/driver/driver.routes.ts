import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Placeholder wired by the lead; the driver helper mounts the driver calls here. */
export function registerDriverRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
