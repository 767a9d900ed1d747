import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  SERVICE_PREFIX,
  endpoints,
  type BrigadeCategorySave,
  type BrigadeDepartureSave,
  type BrigadeOpsProductListQuery,
  type BrigadeOpsProductPage,
  type BrigadeProductSave,
  type BrigadeProductStatus,
  type BrigadeOpsShipmentPage,
  type BrigadeShipRequest,
  type DataOf,
  fillPath,
} from '../contract';
import { apiKey, request, upload, useApi, type Intent } from '../http';

/**
 * The operators' shop catalogue (lib/contract/brigade.ts "Operators", docs/brigade.md): categories,
 * products on and off sale, stock, departures and pictures. Every change takes the screen's
 * intention (one Idempotency-Key per tap) and reads the console's lists and the public catalogue
 * again, so what buyers see follows at once.
 */

const b = endpoints.brigade;
const OPS_PAGE_SIZE = 20;

export type OpsCategoryInfo = DataOf<typeof b.opsCategories>[number];
export type OpsProductInfo = DataOf<typeof b.opsProduct>;
export type OpsProductRow = BrigadeOpsProductPage['records'][number];

/** Reads every shop call again (the console's and the public catalogue's) after a change. */
const SHOP_PREFIX = `${SERVICE_PREFIX.store}/products/`;
function refreshShop() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(SHOP_PREFIX));
}

/** Every category with its counts. */
export function useOpsCategories() {
  const { data, error, mutate: reload } = useApi(b.opsCategories, {});
  return { categories: data, error, mutate: reload };
}

/** Every product matching the filter (on and off sale), newest first, page by page for PagedList. */
export function useOpsProducts(filter: Omit<BrigadeOpsProductListQuery, 'current' | 'size'>) {
  const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
  return useSWRInfinite<BrigadeOpsProductPage>(
    (index: number, previous: BrigadeOpsProductPage | null) => {
      if (previous && previous.current >= previous.pages) return null;
      return apiKey(b.opsProducts, { query: { ...query, current: index + 1, size: OPS_PAGE_SIZE } });
    },
    ([, args]: readonly [string, object]) => request(b.opsProducts, args as never),
  );
}

/** One product with every departure; null reads nothing (a new product). */
export function useOpsProduct(productId: number | null) {
  const { data, error, mutate: reload } = useApi(b.opsProduct, productId === null ? null : { params: { productId } });
  return { product: data, error, mutate: reload };
}

async function changed<T>(answer: Promise<T>): Promise<T> {
  const result = await answer;
  await refreshShop();
  return result;
}

export const saveOpsCategory = (body: BrigadeCategorySave, intent?: Intent) => changed(request(b.opsSaveCategory, { body, intent }));
export const deleteOpsCategory = (categoryId: number, intent?: Intent) => changed(request(b.opsDeleteCategory, { params: { categoryId }, intent }));
export const saveOpsProduct = (body: BrigadeProductSave, intent?: Intent) => changed(request(b.opsSaveProduct, { body, intent }));
export const setOpsProductStatus = (productId: number, status: BrigadeProductStatus, intent?: Intent) =>
  changed(request(b.opsProductStatus, { params: { productId }, body: { status }, intent }));
/** Adds (positive) or takes (negative) pieces of stock. */
export const changeOpsStock = (productId: number, change: number, intent?: Intent) => changed(request(b.opsStock, { params: { productId }, body: { change }, intent }));
export const saveOpsDeparture = (productId: number, body: BrigadeDepartureSave, intent?: Intent) =>
  changed(request(b.opsSaveDeparture, { params: { productId }, body, intent }));
export const deleteOpsDeparture = (departureId: number, intent?: Intent) => changed(request(b.opsDeleteDeparture, { params: { departureId }, intent }));

/** Paid goods orders waiting to be shipped, oldest payment first, page by page for PagedList. */
export function useOpsShipments() {
  return useSWRInfinite<BrigadeOpsShipmentPage>(
    (index: number, previous: BrigadeOpsShipmentPage | null) => {
      if (previous && previous.current >= previous.pages) return null;
      return apiKey(b.opsShipments, { query: { current: index + 1, size: OPS_PAGE_SIZE } });
    },
    ([, args]: readonly [string, object]) => request(b.opsShipments, args as never),
  );
}

/** Ships a paid goods order with its carrier and tracking number (once: a shipped one is refused). */
export const shipOpsOrder = (orderId: number, body: BrigadeShipRequest, intent?: Intent) => changed(request(b.opsShip, { params: { orderId }, body, intent }));

/** Uploads a picture for a product or a category icon; resolves its file id. */
export async function uploadShopPicture(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const stored = await upload(endpoints.identity.upload, file, { onProgress: onProgress && ((progress) => onProgress(progress.fraction * 100)) });
  return stored.fileId;
}

/**
 * Where an operator reads a shop picture, its product on sale or not: the file call, with the
 * session (pictures of products off sale are not public). components/content/CoverImage shows it.
 */
export function opsPictureUrl(fileId: string): string {
  return SERVICE_PREFIX[endpoints.identity.file.service] + fillPath(endpoints.identity.file.path, { fileId });
}
