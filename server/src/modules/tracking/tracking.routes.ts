import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Placeholder wired by the lead; the tracking helper mounts the tracking calls here. */
export function registerTrackingRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
