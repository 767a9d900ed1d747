import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { UPLOAD_LIMITS } from '../../plugins/errors';
import { getQualification, getRealName, submitRealName } from './certification.service';
import { getDictGroup } from './dict.service';
import { readImage, uploadImage } from './file.service';
import { decide, getReviewDetail, getReviewQueue } from './review.service';

const calls = endpoints.identity;

/** Uploads, dictionaries, real-name verification, the qualification overview and operator review. */
export function registerIdentityRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The one call that reads multipart, in a context of its own: registered for the whole app, the
  // plugin ran an async onResponse hook (cleaning up upload files) on every request of every route.
  // Any other call sent a multipart body is refused as an unsupported Content-Type (415).
  app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    mountEndpoint(uploads, calls.upload, (_input, { principal, request }) => uploadImage(deps, principal, request));
  });
  // A raw endpoint: the handler's value is sent as the body, and a Buffer is what goes out as bytes
  // (the contract types raw bodies as string).
  mountEndpoint(app, calls.file, async ({ params }, { principal }) =>
    (await readImage(deps, principal, params.fileId)) as unknown as string,
  );
  mountEndpoint(app, calls.dict, ({ params }) => getDictGroup(deps, params.groupCode));
  mountEndpoint(app, calls.verified, ({ body }, { principal, deps }) => submitRealName(deps, principal, body));
  mountEndpoint(app, calls.realName, (_input, { principal }) => getRealName(deps, principal));
  mountEndpoint(app, calls.qualification, (_input, { principal }) => getQualification(deps, principal));
  mountEndpoint(app, calls.reviewQueue, ({ query }, { principal }) => getReviewQueue(deps, principal, query));
  mountEndpoint(app, calls.reviewDetail, ({ params }, { principal }) => getReviewDetail(deps, principal, params.id));
  mountEndpoint(app, calls.approve, ({ params }, { principal, deps }) => decide(deps, principal, params.id, { approve: true }));
  mountEndpoint(app, calls.reject, ({ params, body }, { principal, deps }) =>
    decide(deps, principal, params.id, { approve: false, reason: body.reason }),
  );
}
