import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BRIGADE_MAX_STOCK,
  type BrigadeCategorySave,
  type BrigadeDepartureSave,
  type BrigadeOpsCategory,
  type BrigadeOpsProduct,
  type BrigadeOpsProductListQuery,
  type BrigadeOpsProductPage,
  type BrigadeProductSave,
  type BrigadeProductStatus,
} from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badField, conflict, forbidden, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { pageOffset, toPage } from '../../http/paging';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { files } from '../identity/identity.table';
import { categoryView, detailOf, shopToday, summariesOf } from './brigade.catalogue';
import {
  categoriesWithCounts,
  changeStock,
  countProductsIn,
  deleteCategory,
  deleteDeparture,
  departureBooked,
  findCategory,
  findCategoryByName,
  findDepartureOn,
  findDeparture,
  findProduct,
  insertCategory,
  insertDeparture,
  insertProduct,
  picturesOf,
  productPage,
  setPictures,
  updateCategory,
  updateDeparture,
  updateProduct,
  type ProductRow,
} from './brigade.catalogue.repository';

/**
 * The operators' catalogue (docs/brigade.md "Operators"): categories, products, stock, departures
 * and pictures, for accounts holding the operator identity (like the review console). Stock moves
 * by a change, never a new total, and seats by a new total whose difference moves the seats left:
 * both in one conditional UPDATE, so what buyers took meanwhile is never overwritten.
 */

/** The caller, when they hold the operator identity (403 brigade.operatorsOnly otherwise). */
export function requireOperator(principal: Principal | null) {
  const caller = requireSignedIn(principal);
  if (!caller.account.identities.includes('operator')) throw forbidden('brigade.operatorsOnly');
  return caller;
}

async function opsProductOf(db: Executor, row: ProductRow): Promise<BrigadeOpsProduct> {
  const today = shopToday();
  const { departureRows, departures, ...detail } = await detailOf(db, row, today, true);
  return {
    ...detail,
    status: row.status,
    basePriceFen: row.price,
    departures: departureRows.map((departure, i) => ({
      ...departures[i],
      seatsTotal: departure.seatsTotal,
      seatsTaken: departure.seatsTotal - departure.seatsLeft,
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function requireProduct(db: Executor, productId: number, forUpdate = false): Promise<ProductRow> {
  const row = await findProduct(db, productId, forUpdate);
  if (!row) throw notFound('brigade.productNotFound');
  return row;
}

/** ops category: every category with its counts. */
export async function opsCategories(deps: AppDeps, principal: Principal | null): Promise<BrigadeOpsCategory[]> {
  requireOperator(principal);
  return (await categoriesWithCounts(deps.db)).map(categoryView);
}

/** A picture an operator names must be an upload of theirs, or one the item already shows. */
async function requireUsablePictures(db: Executor, userId: number, field: string, ids: string[], alreadyShown: string[]): Promise<void> {
  const fresh = ids.filter((id) => !alreadyShown.includes(id));
  if (fresh.length === 0) return;
  const owned = await db.select({ id: files.id }).from(files).where(and(eq(files.ownerId, userId), inArray(files.id, fresh)));
  if (owned.length !== fresh.length) throw badField(field, 'brigade.picturesNotYours');
}

/** ops category save: create or change a category (names unique). */
export async function opsSaveCategory(deps: AppDeps, principal: Principal | null, body: z.output<typeof BrigadeCategorySave>): Promise<BrigadeOpsCategory> {
  const { userId } = requireOperator(principal);
  const at = nowDate();
  const id = await deps.db.transaction(async (tx) => {
    const current = body.categoryId === undefined ? undefined : await findCategory(tx, body.categoryId);
    if (body.categoryId !== undefined && !current) throw notFound('brigade.categoryNotFound');
    const sameName = await findCategoryByName(tx, body.name);
    if (sameName && sameName.id !== current?.id) throw conflict('brigade.categoryExists', { name: body.name });
    if (body.iconFileId) await requireUsablePictures(tx, userId, 'iconFileId', [body.iconFileId], current?.iconFileId ? [current.iconFileId] : []);
    const values = { name: body.name, sort: body.sort, iconFileId: body.iconFileId, updatedAt: at };
    const row = current ? await updateCategory(tx, current.id, values) : await insertCategory(tx, { ...values, createdAt: at });
    return row!.id;
  });
  const row = (await categoriesWithCounts(deps.db)).find((category) => category.id === id)!;
  return categoryView(row);
}

/** ops category delete: only an empty category goes. */
export async function opsDeleteCategory(deps: AppDeps, principal: Principal | null, categoryId: number) {
  requireOperator(principal);
  return deps.db.transaction(async (tx) => {
    if (!(await findCategory(tx, categoryId))) throw notFound('brigade.categoryNotFound');
    const held = await countProductsIn(tx, categoryId);
    if (held > 0) throw conflict('brigade.categoryNotEmpty', { count: held });
    await deleteCategory(tx, categoryId);
    return { categoryId, deleted: true as const };
  });
}

/** ops list: every product, on sale or not. */
export async function opsProducts(deps: AppDeps, principal: Principal | null, query: z.output<typeof BrigadeOpsProductListQuery>): Promise<BrigadeOpsProductPage> {
  requireOperator(principal);
  const { rows, total } = await productPage(deps.db, query, pageOffset(query.current, query.size), query.size);
  const [summaries, categories] = await Promise.all([summariesOf(deps.db, rows, shopToday()), categoriesWithCounts(deps.db)]);
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return toPage(
    summaries.map((summary, i) => ({ ...summary, status: rows[i].status, categoryName: names.get(rows[i].categoryId) ?? '' })),
    total,
    query.current,
    query.size,
  );
}

/** ops detail: a product with every departure. */
export async function opsProduct(deps: AppDeps, principal: Principal | null, productId: number): Promise<BrigadeOpsProduct> {
  requireOperator(principal);
  return opsProductOf(deps.db, await requireProduct(deps.db, productId));
}

/** ops product save: create (off sale) or change texts, pictures, price, itinerary. */
export async function opsSaveProduct(deps: AppDeps, principal: Principal | null, body: z.output<typeof BrigadeProductSave>): Promise<BrigadeOpsProduct> {
  const { userId } = requireOperator(principal);
  const at = nowDate();
  const row = await deps.db.transaction(async (tx) => {
    const current = body.productId === undefined ? undefined : await requireProduct(tx, body.productId, true);
    if (current && current.kind !== body.kind) throw badField('kind', 'brigade.kindChanged');
    if (!(await findCategory(tx, body.categoryId))) throw badField('categoryId', 'brigade.categoryNotFound');
    const shown = current ? ((await picturesOf(tx, [current.id])).get(current.id) ?? []) : [];
    await requireUsablePictures(tx, userId, 'pictureIds', body.pictureIds, shown);
    const values = {
      categoryId: body.categoryId,
      title: body.title,
      subtitle: body.subtitle,
      description: body.description,
      price: body.priceFen,
      itinerary: body.itinerary,
      updatedAt: at,
    };
    const saved = current
      ? await updateProduct(tx, current.id, values)
      : await insertProduct(tx, { ...values, kind: body.kind, status: 'offSale', stock: body.kind === 'selfDrive' ? null : (body.stock ?? 0), createdBy: userId, createdAt: at });
    await setPictures(tx, saved!.id, body.pictureIds);
    return saved!;
  });
  return opsProductOf(deps.db, row);
}

/** ops status: on or off sale. */
export async function opsSetStatus(deps: AppDeps, principal: Principal | null, productId: number, status: BrigadeProductStatus): Promise<BrigadeOpsProduct> {
  requireOperator(principal);
  await requireProduct(deps.db, productId);
  const row = await updateProduct(deps.db, productId, { status, updatedAt: nowDate() });
  return opsProductOf(deps.db, row!);
}

/** ops stock: add or take pieces of goods or a pass, never below zero. */
export async function opsChangeStock(deps: AppDeps, principal: Principal | null, productId: number, change: number): Promise<BrigadeOpsProduct> {
  requireOperator(principal);
  const current = await requireProduct(deps.db, productId);
  if (current.kind === 'selfDrive') throw conflict('brigade.noStockForSelfDrive');
  const row = await changeStock(deps.db, productId, change, nowDate());
  if (!row) {
    const now = await requireProduct(deps.db, productId);
    if (change > 0) throw conflict('brigade.stockTooHigh', { max: BRIGADE_MAX_STOCK });
    throw conflict('brigade.stockBelowZero', { left: now.stock ?? 0, change: -change });
  }
  return opsProductOf(deps.db, row);
}

/** ops departure save: add a departure, or change one's date, price and total seats. */
export async function opsSaveDeparture(deps: AppDeps, principal: Principal | null, productId: number, body: z.output<typeof BrigadeDepartureSave>): Promise<BrigadeOpsProduct> {
  requireOperator(principal);
  const row = await deps.db.transaction(async (tx) => {
    const product = await requireProduct(tx, productId, true);
    if (product.kind !== 'selfDrive') throw conflict('brigade.notSelfDrive');
    const current = body.departureId === undefined ? undefined : await findDeparture(tx, body.departureId);
    if (body.departureId !== undefined && current?.productId !== productId) throw notFound('brigade.departureNotFound');
    // A new or moved departure cannot be in the past; an unchanged past date may keep its seats edited.
    if (body.date < shopToday() && body.date !== current?.date) throw badField('date', 'brigade.departurePast');
    const sameDay = await findDepartureOn(tx, productId, body.date);
    if (sameDay && sameDay.id !== current?.id) throw conflict('brigade.departureExists', { date: body.date });
    if (current) {
      const updated = await updateDeparture(tx, current.id, { date: body.date, price: body.priceFen, seatsTotal: body.seats });
      if (!updated) {
        const now = (await findDeparture(tx, current.id))!;
        throw conflict('brigade.seatsBelowTaken', { taken: now.seatsTotal - now.seatsLeft });
      }
    } else {
      await insertDeparture(tx, { productId, date: body.date, price: body.priceFen, seatsTotal: body.seats, seatsLeft: body.seats, createdAt: nowDate() });
    }
    return (await updateProduct(tx, productId, { updatedAt: nowDate() }))!;
  });
  return opsProductOf(deps.db, row);
}

/** ops departure delete: a departure no order ever named. */
export async function opsDeleteDeparture(deps: AppDeps, principal: Principal | null, departureId: number) {
  requireOperator(principal);
  return deps.db.transaction(async (tx) => {
    const current = await findDeparture(tx, departureId);
    if (!current) throw notFound('brigade.departureNotFound');
    if (await departureBooked(tx, departureId)) throw conflict('brigade.departureBooked');
    await deleteDeparture(tx, departureId);
    return { departureId, deleted: true as const };
  });
}
