import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { notFound, type PlainErrorCode } from '../../http/errors';
import { mountEndpoint } from '../../http/route';

/**
 * Uploads that a module shows to anyone, without a token: photos of visible circle posts (the
 * messaging app's browser opens shared posts), pictures of the shop's products on sale (tourists,
 * shared links, the service worker's offline catalogue). The module says which files are public by
 * its own rows; everything else, like a file that does not exist, is the same 404, so ids of
 * private uploads cannot be probed here.
 */
export type PublicFileLookup = (deps: AppDeps, fileId: string) => Promise<{ storageKey: string } | undefined>;

/**
 * Mounts a raw picture call `GET …/:fileId`. A public file never changes under its id (uploads are
 * stored once, under a random name), so any cache, the browser's and the service worker's, may
 * keep it for a day.
 */
export function mountPublicPicture<E extends Endpoint<z.ZodObject<{ fileId: z.ZodString }>>>(
  app: FastifyInstance,
  e: E,
  lookup: PublicFileLookup,
  missing: PlainErrorCode,
): void {
  mountEndpoint(
    app,
    e,
    async ({ params }, { deps, reply }) => {
      const { fileId } = params as { fileId: string };
      const file = await lookup(deps, fileId);
      const bytes = file && (await deps.providers.storage.get(file.storageKey));
      if (!bytes) throw notFound(missing);
      reply.header('Cache-Control', 'public, max-age=86400, immutable');
      return bytes as never;
    },
    { ownCaching: true },
  );
}
