import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Hotline, HotlineDraft, HotlineListQuery } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { badField, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { nowDate } from '../clock';
import { requireContentOperator } from './content.access';
import {
  answers,
  hotlineProvinceCounts,
  hotlineRoadCounts,
  hotlineRows,
  insertHotline,
  updateHotlineRow,
  type HotlineRow,
} from './content.repository';
import { hotlines } from './content.table';

/*
 * Service hotlines by province and by highway (docs/content.md "Hotlines"): reference lines seeded
 * on every start (hotlines.data.ts), kept by the operator. Province names come from the maps
 * provider's divisions (GB/T 2260), the one list of provinces the product has.
 */

async function provinceNames(deps: AppDeps): Promise<Map<string, string>> {
  return new Map((await deps.providers.maps.divisions()).map((division) => [division.code, division.name]));
}

function toHotline(row: HotlineRow, names: Map<string, string>): Hotline {
  return {
    id: row.id,
    scope: row.scope,
    provinceCode: row.provinceCode,
    provinceName: row.provinceCode ? (names.get(row.provinceCode) ?? null) : null,
    roadCode: row.roadCode,
    roadName: row.roadName,
    name: row.name,
    phones: row.phones,
    services: row.services as Hotline['services'],
    note: row.note,
    sort: row.sort,
  };
}

/**
 * Lines to show: with a province, the national lines then the province's own and its highways';
 * with a road, that road's lines (in the province when given, and whole-road ones); neither: the
 * national and every province's own line (hotLine's first screen).
 */
export async function hotlineList(deps: AppDeps, query: z.output<typeof HotlineListQuery>): Promise<Hotline[]> {
  const inProvince = query.provinceCode ? or(eq(hotlines.provinceCode, query.provinceCode), sql`${hotlines.provinceCode} is null`) : undefined;
  const scope = query.roadCode
    ? and(eq(hotlines.roadCode, query.roadCode), inProvince)
    : query.provinceCode
      ? or(eq(hotlines.scope, 'national'), eq(hotlines.provinceCode, query.provinceCode))
      : or(eq(hotlines.scope, 'national'), eq(hotlines.scope, 'province'));
  const [rows, names] = await Promise.all([hotlineRows(deps.db, and(scope, query.service ? answers(query.service) : undefined)), provinceNames(deps)]);
  return rows.map((row) => toHotline(row, names));
}

/** Provinces with lines, in code order. */
export async function hotlineProvinces(deps: AppDeps) {
  const [counts, names] = await Promise.all([hotlineProvinceCounts(deps.db), provinceNames(deps)]);
  return counts.map(({ provinceCode, lines }) => ({ provinceCode, provinceName: names.get(provinceCode) ?? provinceCode, lines }));
}

/** Highways with lines (in a province, when given), by road code. */
export async function hotlineRoads(deps: AppDeps, provinceCode: string | undefined) {
  return hotlineRoadCounts(deps.db, provinceCode);
}

/** The columns of a draft; its province must be one of the country's (400 content.provinceUnknown). */
async function draftColumns(deps: AppDeps, draft: z.output<typeof HotlineDraft>) {
  if (draft.provinceCode !== null && !(await provinceNames(deps)).has(draft.provinceCode)) throw badField('provinceCode', 'content.provinceUnknown');
  return {
    scope: draft.scope,
    provinceCode: draft.provinceCode,
    roadCode: draft.roadCode,
    roadName: draft.roadName,
    name: draft.name,
    phones: [...new Set(draft.phones)],
    services: [...new Set(draft.services)],
    note: draft.note,
    sort: draft.sort,
  };
}

/** Adds a line (operator). */
export async function createHotline(deps: AppDeps, principal: Principal | null, draft: z.output<typeof HotlineDraft>): Promise<Hotline> {
  requireContentOperator(principal);
  const at = nowDate();
  const row = await insertHotline(deps.db, { ...(await draftColumns(deps, draft)), createdAt: at, updatedAt: at });
  return toHotline(row, await provinceNames(deps));
}

/** Changes a line (operator); a changed reference line keeps the change across restarts. */
export async function updateHotline(deps: AppDeps, principal: Principal | null, id: number, draft: z.output<typeof HotlineDraft>): Promise<Hotline> {
  requireContentOperator(principal);
  const columns = await draftColumns(deps, draft);
  const row = await updateHotlineRow(deps.db, id, { ...columns, updatedAt: nowDate() });
  if (!row) throw notFound('content.hotlineNotFound');
  return toHotline(row, await provinceNames(deps));
}

/** Removes a line (operator): marked removed, so the reference seed does not bring it back. */
export async function deleteHotline(deps: AppDeps, principal: Principal | null, id: number): Promise<Hotline> {
  requireContentOperator(principal);
  const at = nowDate();
  const row = await updateHotlineRow(deps.db, id, { deletedAt: at, updatedAt: at });
  if (!row) throw notFound('content.hotlineNotFound');
  return toHotline(row, await provinceNames(deps));
}
