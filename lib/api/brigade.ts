import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { BRIGADE_DEFAULT_PAGE, endpoints, type BrigadePicture, type BrigadeProductListQuery, type BrigadeProductPage, type BrigadeTravellerSave } from '../contract';
import { apiKey, apiUrl, request, useApi, type Intent } from '../http';

/**
 * The brigade shop's catalogue, the buyer's travellers and annual passes (issue 19,
 * lib/contract/brigade.ts). The catalogue is public (tourists, shared links) and the service
 * worker keeps it for offline browsing (service-worker/brigadeCache.ts); travellers and passes are
 * the signed-in buyer's own. Orders and payment are in brigadeOrders.ts, the cart in brigadeCart.ts.
 */

const b = endpoints.brigade;

/** Where a catalogue picture is shown from (the public picture call: no token, kept offline). */
export function brigadePictureUrl(picture: BrigadePicture): string {
  return apiUrl(picture.url);
}


// ---- the catalogue (anyone) --------------------------------------------------------------------

/** The shop's categories, by their sort, each with its count of products on sale. */
export function useBrigadeCategories() {
  const { data, error, mutate: reload } = useApi(b.categories, {});
  return { categories: data, error, mutate: reload };
}

/** Products on sale (of a category, a kind), newest first, page by page for PagedList. */
export function useBrigadeProducts(filter: Omit<BrigadeProductListQuery, 'current' | 'size'>) {
  const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
  return useSWRInfinite<BrigadeProductPage>(
    (index: number, previous: BrigadeProductPage | null) => {
      if (previous && previous.current >= previous.pages) return null;
      return apiKey(b.list, { query: { ...query, current: index + 1, size: BRIGADE_DEFAULT_PAGE } });
    },
    ([, args]: readonly [string, object]) => request(b.list, args as never),
    // Loading more must not read page 1 again (one call fewer on a weak signal); pull-down refreshes it.
    { revalidateFirstPage: false },
  );
}

/** One product on sale with its pictures (a package's itinerary and departures); null reads nothing. */
export function useBrigadeProduct(productId: number | null) {
  const { data, error, mutate: reload } = useApi(b.detail, productId === null ? null : { params: { productId } });
  return { product: data, error, mutate: reload };
}

/** The annual pass on sale, for its introduction (null product: none is on sale). */
export function useBrigadePassIntro() {
  const { data, error, mutate: reload } = useApi(b.passIntro, {});
  return { intro: data, error, mutate: reload };
}

// ---- the buyer's own (signed in) ---------------------------------------------------------------

/** The buyer's saved travellers, newest first (ID numbers masked); `enabled` false reads nothing (a tourist). */
export function useBrigadeTravellers(enabled = true) {
  const { data, error, mutate: reload } = useApi(b.travellers, enabled ? {} : null);
  return { travellers: data, error, mutate: reload };
}

const refreshTravellers = () => mutate(apiKey(b.travellers, {}));

/** Adds (or, with travellerId, changes) a traveller: the name and ID are checked by the server's ID checker. */
export async function saveBrigadeTraveller(body: BrigadeTravellerSave, intent?: Intent) {
  const saved = await request(b.saveTraveller, { body, intent });
  await refreshTravellers();
  return saved;
}

/** Deletes one of the buyer's travellers (orders keep their copies). */
export async function deleteBrigadeTraveller(travellerId: number, intent?: Intent) {
  const deleted = await request(b.deleteTraveller, { params: { travellerId }, intent });
  await refreshTravellers();
  return deleted;
}

/** The buyer's annual passes, newest first, with their holders; `enabled` false reads nothing. */
export function useBrigadePasses(enabled = true) {
  const { data, error, mutate: reload } = useApi(b.passes, enabled ? {} : null);
  return { passes: data, error, mutate: reload };
}

