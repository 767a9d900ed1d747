import type { z } from 'zod';
import {
  BRIGADE_PASS_VALID_MONTHS,
  type BrigadeCategory,
  type BrigadeDeparture,
  type BrigadeOpsCategory,
  type BrigadeProductDetail,
  type BrigadeProductListQuery,
  type BrigadeProductPage,
  type BrigadeProductSummary,
} from '@/lib/contract';
import { chinaToday } from '@/lib/time';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import { nowDate } from '../clock';
import {
  categoriesWithCounts,
  departuresOf,
  findCategory,
  findPassOnSale,
  findProduct,
  picturesOf,
  productPage,
  upcomingSeats,
  type CategoryWithCounts,
  type DepartureRow,
  type ProductRow,
  type UpcomingSeats,
} from './brigade.catalogue.repository';
import { pictureOf } from './brigade.pictures';

/**
 * The public catalogue (docs/brigade.md "Catalogue"): categories, products on sale by category,
 * a product's page, the pass's introduction. Anyone reads it (tourists, shared links); the views
 * are built here and shared with the operators' calls (brigade.ops.ts).
 */

/** Today in China time: departures on it are still bookable, earlier ones have departed. */
export const shopToday = () => chinaToday(nowDate().getTime());

export function categoryView(row: CategoryWithCounts): BrigadeOpsCategory {
  return {
    categoryId: row.id,
    name: row.name,
    sort: row.sort,
    icon: row.iconFileId ? pictureOf(row.iconFileId) : null,
    productCount: row.onSaleCount,
    allProductCount: row.allCount,
  };
}

export function departureView(row: DepartureRow, today: string): BrigadeDeparture {
  return { departureId: row.id, date: row.date, priceFen: row.price, seatsLeft: row.seatsLeft, departed: row.date < today };
}

/** A product as lists show it, from its row, its picture file ids (cover first) and its upcoming departures' seats. */
function summaryOf(row: ProductRow, fileIds: readonly string[], upcoming: UpcomingSeats | undefined): BrigadeProductSummary {
  const cover = fileIds[0];
  const stock = row.kind === 'selfDrive' ? (upcoming?.seatsLeft ?? 0) : (row.stock ?? 0);
  return {
    productId: row.id,
    kind: row.kind,
    categoryId: row.categoryId,
    title: row.title,
    subtitle: row.subtitle,
    cover: cover ? pictureOf(cover) : null,
    priceFen: row.kind === 'selfDrive' ? (upcoming?.lowestPrice ?? row.price) : row.price,
    stock,
    soldOut: stock === 0,
    soldCount: row.soldCount,
  };
}

/** The self-drive products among `rows`: only they have departures to sum. */
const packageIds = (rows: readonly ProductRow[]) => rows.filter((row) => row.kind === 'selfDrive').map((row) => row.id);

/** List views of `rows`: covers, and for packages the price and seats of their upcoming departures. */
export async function summariesOf(db: Executor, rows: ProductRow[], today: string): Promise<BrigadeProductSummary[]> {
  const [pictures, seats] = await Promise.all([picturesOf(db, rows.map((row) => row.id)), upcomingSeats(db, packageIds(rows), today)]);
  return rows.map((row) => summaryOf(row, pictures.get(row.id) ?? [], seats.get(row.id)));
}

/** A product's page; `allDepartures` for operators (past ones too), otherwise from today on. */
export async function detailOf(db: Executor, row: ProductRow, today: string, allDepartures = false): Promise<BrigadeProductDetail & { departureRows: DepartureRow[] }> {
  // Its pictures read once, for the cover and the gallery alike.
  const [pictures, seats, category, departureRows] = await Promise.all([
    picturesOf(db, [row.id]),
    upcomingSeats(db, packageIds([row]), today),
    findCategory(db, row.categoryId),
    row.kind === 'selfDrive' ? departuresOf(db, row.id, allDepartures ? undefined : today) : Promise.resolve([]),
  ]);
  const fileIds = pictures.get(row.id) ?? [];
  return {
    ...summaryOf(row, fileIds, seats.get(row.id)),
    description: row.description,
    categoryName: category?.name ?? '',
    pictures: fileIds.map(pictureOf),
    itinerary: row.kind === 'selfDrive' ? row.itinerary : [],
    departures: departureRows.map((departure) => departureView(departure, today)),
    passValidMonths: row.kind === 'annualPass' ? BRIGADE_PASS_VALID_MONTHS : null,
    departureRows,
  };
}

/** category: the categories by sort with their counts of products on sale. */
export async function listCategories(deps: AppDeps): Promise<BrigadeCategory[]> {
  const rows = await categoriesWithCounts(deps.db);
  return rows.map((row) => {
    const { allProductCount: _all, ...view } = categoryView(row);
    return view;
  });
}

/** list: products on sale by category / kind / keyword, newest first. */
export async function listProducts(deps: AppDeps, query: z.output<typeof BrigadeProductListQuery>): Promise<BrigadeProductPage> {
  const { rows, total } = await productPage(deps.db, { ...query, status: 'onSale' }, pageOffset(query.current, query.size), query.size);
  return toPage(await summariesOf(deps.db, rows, shopToday()), total, query.current, query.size);
}

/** detail: a product on sale (anything else answers like a missing one). */
export async function productDetail(deps: AppDeps, productId: number): Promise<BrigadeProductDetail> {
  const row = await findProduct(deps.db, productId);
  if (!row || row.status !== 'onSale') throw notFound('brigade.productNotFound');
  const { departureRows: _rows, ...detail } = await detailOf(deps.db, row, shopToday());
  return detail;
}

/** annualCard/intro: the pass on sale for its introduction page, or null when none is. */
export async function passIntro(deps: AppDeps): Promise<{ product: BrigadeProductDetail | null }> {
  const row = await findPassOnSale(deps.db);
  if (!row) return { product: null };
  const { departureRows: _rows, ...detail } = await detailOf(deps.db, row, shopToday());
  return { product: detail };
}
