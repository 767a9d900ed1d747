import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Placeholder wired by the lead; the waybill helper mounts the waybill calls here. */
export function registerWaybillRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
