import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Placeholder wired by the lead; the goods helper mounts the goods calls here. */
export function registerGoodsRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
