import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Placeholder wired by the lead; the enterprise helper mounts the enterprise calls here. */
export function registerEnterpriseRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
