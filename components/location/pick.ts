'use client';
import { atom, useAtomValue } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/vanilla/utils';
import { goBack, navigate } from '@/components/router/history';
import { appStore, STORAGE_PREFIX } from '@/lib/state';
import { persistedAtom, storedAs } from '@/lib/state/persisted';
import type { ChosenArea } from '@/lib/contract/goods';
import { resetOnSignOut } from '@/lib/offline/forget';
import { SELECT_CITY_PATH, SELECT_LOCATION_PATH } from './paths';

/**
 * How a screen asks for a place and gets it back (docs/tracking.md "Choosing a place").
 *
 * 1. The asking screen calls `startPick('releaseGoods.origin')` (or `startPick(id, 'city')` for
 *    province → city → county): the picker opens with `?pick=<id>`.
 * 2. The person chooses; the picker stores the chosen area under that id and goes back.
 * 3. The asking screen, shown again, reads `usePickedArea(id)` (or `takePickedArea(id)` outside
 *    React, which also forgets it) and clears it with `clearPickedArea(id)` once used.
 *
 * The answers live in a jotai atom kept in sessionStorage, so they survive the asking screen being
 * unmounted while the picker is open, and a reload of the tab, but not a new tab. An id names the
 * purpose ("releaseGoods.origin", "market.filter.destination"), so two fields of one screen do not mix.
 */

export type { ChosenArea };
export type PickKind = 'place' | 'city';

const picked = atomWithStorage<Record<string, ChosenArea>>(
  `${STORAGE_PREFIX}pickedAreas`,
  {},
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

/** The answers by pick id (read-only outside this module; use the functions below). */
export const pickedAreasAtom = atom((get) => get(picked));

const MAX_RECENT = 8;
const isArea = (value: unknown): value is ChosenArea => {
  const v = value as Partial<ChosenArea> | null;
  return (
    typeof v === 'object' && v !== null &&
    typeof v.name === 'string' && typeof v.address === 'string' && typeof v.adCode === 'string' &&
    typeof v.lng === 'number' && typeof v.lat === 'number'
  );
};

/** The places chosen last on this device, newest first (localStorage `tf.recentPlaces`). */
export const recentPlacesAtom = persistedAtom(
  'recentPlaces',
  storedAs((value): value is ChosenArea[] => Array.isArray(value) && value.every(isArea)),
  [],
);

// Where a person went is theirs: the next person on a shared phone starts with none.
resetOnSignOut(() => {
  appStore.set(recentPlacesAtom, []);
  appStore.set(picked, {});
});

/** Opens the place picker (or the city picker) for `pickId`; its answer comes back under that id. */
export function startPick(pickId: string, kind: PickKind = 'place'): void {
  navigate(kind === 'city' ? SELECT_CITY_PATH : SELECT_LOCATION_PATH, { pick: pickId });
}

/** The area chosen for `pickId`, once the picker answered (undefined before, and after clearing). */
export function usePickedArea(pickId: string): ChosenArea | undefined {
  return useAtomValue(pickedAreasAtom)[pickId];
}

/** Forgets the answer of `pickId`. */
export function clearPickedArea(pickId: string): void {
  appStore.set(picked, (all) => {
    const { [pickId]: _gone, ...rest } = all;
    return rest;
  });
}

/** The answer of `pickId`, forgotten as it is read (for code outside React). */
export function takePickedArea(pickId: string): ChosenArea | undefined {
  const area = appStore.get(picked)[pickId];
  if (area) clearPickedArea(pickId);
  return area;
}

/** Remembers `area` among the recent places (the same place moves to the front). */
export function rememberPlace(area: ChosenArea): void {
  appStore.set(recentPlacesAtom, (recent) =>
    [area, ...recent.filter((r) => !(r.name === area.name && r.lat === area.lat && r.lng === area.lng))].slice(0, MAX_RECENT),
  );
}

/** The picker's answer: stores `area` under `pickId`, remembers it, and returns to the asking screen. */
export function answerPick(pickId: string, area: ChosenArea): void {
  rememberPlace(area);
  appStore.set(picked, (all) => ({ ...all, [pickId]: area }));
  goBack();
}
