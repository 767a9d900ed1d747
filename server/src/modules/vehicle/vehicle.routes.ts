import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Placeholder wired by the lead; the vehicle helper mounts the vehicle calls here. */
export function registerVehicleRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
