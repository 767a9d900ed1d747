import { and, eq, sql } from 'drizzle-orm';
import { SERVICE_PREFIX, endpoints, fillPath, type BrigadePicture } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { files } from '../identity/identity.table';
import type { PublicFileLookup } from '../identity/public-file';
import { brigadeCategories, brigadeProductPictures, brigadeProducts } from './brigade.table';

/**
 * The shop's pictures (docs/brigade.md "Pictures"): operators upload them through the ordinary
 * upload call; a picture of a product on sale, or a category's icon, is then anyone's to read
 * through the public picture call, so the catalogue shows to tourists and shared links and the
 * service worker can keep it. Pictures of products off sale stay private (operators read them
 * through identity.file).
 */

const picture = endpoints.brigade.picture;

/** A picture as the contract names it: its id and its public URL. */
export function pictureOf(fileId: string): BrigadePicture {
  return { fileId, url: SERVICE_PREFIX[picture.service] + fillPath(picture.path, { fileId }) };
}

/** The stored file behind a public shop picture, or undefined (not a picture of anything on sale). */
export const findPublicPicture: PublicFileLookup = async (deps: AppDeps, fileId: string) => {
  const onSale = sql`exists (select 1 from ${brigadeProductPictures} join ${brigadeProducts} on ${brigadeProducts.id} = ${brigadeProductPictures.productId}
    where ${brigadeProductPictures.fileId} = ${fileId} and ${brigadeProducts.status} = 'onSale')`;
  const icon = sql`exists (select 1 from ${brigadeCategories} where ${brigadeCategories.iconFileId} = ${fileId})`;
  const [row] = await deps.db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.id, fileId), sql`(${onSale} or ${icon})`))
    .limit(1);
  return row;
};
