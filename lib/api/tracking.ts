import { useEffect, useState, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { endpoints, type DataOf } from '../contract';
import { MAX_POSITIONS_PER_BATCH, TrackPoint, type RoutePoint } from '../contract/tracking';
import { ApiError, request, useApi } from '../http';
import { STORAGE_PREFIX } from '../state';

/**
 * Tracking of a waybill in transit (docs/tracking.md): the route the driver and cargo owner see,
 * and the driver's phone sending its positions. Inside the app shell the host tracks in the
 * background (bridge startLocation / stopLocation); in a browser this module watches the
 * Geolocation API while the tracking screen is open, keeps every fix in localStorage first (so a
 * closed app loses nothing) and sends them in batches with their own times, keeping them while
 * offline and sending them when the network returns.
 */

const calls = endpoints.tracking;

export type WaybillRouteData = DataOf<typeof calls.route>;
export type { RoutePoint };

/** A route still growing is read again this often. */
export const ROUTE_REFRESH_MS = 30_000;
/** Buffered fixes are sent at least this often... */
export const FLUSH_INTERVAL_MS = 30_000;
/** ...or as soon as this many are waiting. */
export const FLUSH_AT_POINTS = 20;
/** Fixes closer together in time than this are not kept (watchPosition may fire every second). */
export const MIN_FIX_INTERVAL_MS = 10_000;
/** localStorage key of the unsent fixes, by waybill. */
export const TRACKING_QUEUE_KEY = `${STORAGE_PREFIX}trackingQueue`;
/** localStorage key of the waybills the shell was asked to track (so it is told to stop once they end). */
const SHELL_TRACKED_KEY = `${STORAGE_PREFIX}shellTracked`;

/** The route of a waybill (its driver or cargo owner); re-read every 30 s until it has ended. */
export function useWaybillRoute(waybillId: number | undefined) {
  const { data, error, mutate } = useApi(calls.route, waybillId ? { params: { waybillId } } : null, {
    refreshInterval: (latest) => (latest?.isEnd === 1 ? 0 : ROUTE_REFRESH_MS),
  });
  return { route: data, error, mutate };
}

/* ---------- the queue of unsent fixes (localStorage) ---------- */

type Point = z.output<typeof TrackPoint>;
type Queue = Record<string, Point[]>;
const StoredQueue = z.record(z.string(), z.array(TrackPoint));

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}

function readQueue(): Queue {
  try {
    const parsed = StoredQueue.safeParse(JSON.parse(localStorage.getItem(TRACKING_QUEUE_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function writeQueue(queue: Queue) {
  const kept = Object.fromEntries(Object.entries(queue).filter(([, points]) => points.length > 0));
  try {
    if (Object.keys(kept).length === 0) localStorage.removeItem(TRACKING_QUEUE_KEY);
    else localStorage.setItem(TRACKING_QUEUE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the fixes stay only as long as the page (nothing better exists).
  }
  notify();
}

/** Keeps one fix of the waybill's truck until it has been sent. */
export function queuePosition(waybillId: number, point: TrackPoint) {
  const queue = readQueue();
  const list = queue[waybillId] ?? [];
  const last = list.at(-1);
  if (last && Date.parse(point.at) - Date.parse(last.at) < MIN_FIX_INTERVAL_MS) return;
  queue[waybillId] = [...list, TrackPoint.parse(point)];
  writeQueue(queue);
}

/** How many fixes wait to be sent (of one waybill, or of all). */
export function pendingPositions(waybillId?: number): number {
  const queue = readQueue();
  if (waybillId !== undefined) return queue[waybillId]?.length ?? 0;
  return Object.values(queue).reduce((sum, points) => sum + points.length, 0);
}

/** Drops the first `sent` fixes of a waybill (new fixes are only ever appended, so those are the ones sent). */
function dropSent(waybillId: string, sent: number) {
  const queue = readQueue();
  queue[waybillId] = (queue[waybillId] ?? []).slice(sent);
  writeQueue(queue);
}

/**
 * A refusal that sending again cannot change (bad points, a waybill no longer on its way or not
 * the caller's): the batch is dropped. No answer, a server failure, a sign-in to renew, a time-out
 * or a rate limit keep it for the next try.
 */
function isFinalRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const status = Number(error.envelopeCode) || error.status;
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

let flushing: Promise<void> | null = null;

/**
 * Sends every waiting fix, oldest first, in batches of at most 200, each with its own time. Stops
 * at the first failure that may pass (offline): the rest waits for the next flush. One at a time.
 */
export function flushPositions(): Promise<void> {
  // Cleared in a callback, which runs after the assignment even when nothing had to wait.
  flushing ??= sendQueued().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendQueued(): Promise<void> {
  for (const waybillId of Object.keys(readQueue())) {
    for (;;) {
      const batch = (readQueue()[waybillId] ?? []).slice(0, MAX_POSITIONS_PER_BATCH);
      if (batch.length === 0) break;
      try {
        await request(calls.positions, { body: { waybillId: Number(waybillId), points: batch } });
      } catch (error) {
        if (!isFinalRefusal(error)) return;
      }
      dropSent(waybillId, batch.length);
    }
  }
}

/** The number of fixes waiting to be sent, kept current (also across tabs through storage events). */
export function usePendingPositions(waybillId?: number): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => event.key === TRACKING_QUEUE_KEY && listener();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    () => pendingPositions(waybillId),
    () => 0,
  );
}

/* ---------- tracking while a waybill is on its way ---------- */

export interface TrackingTarget {
  waybillId: number | undefined;
  carNumber: string | undefined;
  sourceOfGoodsId?: number;
  /** True while the waybill is on its way (TRACKING_STATUSES) and the caller is its driver. */
  active: boolean;
}

export type TrackingMode = 'off' | 'shell' | 'browser';
export type TrackingProblem = 'noGeolocation' | 'positionFailed' | 'shellRefused';

export interface TrackingState {
  mode: TrackingMode;
  /** Fixes of this waybill waiting to be sent. */
  pending: number;
  /** Why positions are not being taken, or null: no geolocation in this browser, a refused or failed fix, the shell refused. */
  problem: TrackingProblem | null;
}

function shellTracked(): number[] {
  try {
    const parsed = z.array(z.number()).safeParse(JSON.parse(localStorage.getItem(SHELL_TRACKED_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
function setShellTracked(ids: number[]) {
  try {
    localStorage.setItem(SHELL_TRACKED_KEY, JSON.stringify(ids));
  } catch {
    // blocked storage: the stop is then only sent while this page lives
  }
}

/** Waybills whose startLocation is on its way to the host right now. */
const shellStarting = new Set<number>();

/**
 * Tracks the waybill's truck while `active`. Inside the shell: startLocation once (the host
 * uploads in the background, even with the page closed) and stopLocation when the waybill stops
 * being active. In a browser: the Geolocation API while this screen is open, every fix queued in
 * localStorage, sent every 30 s or at 20 fixes, and whatever waits from before (or from another
 * waybill) sent as soon as the page opens or the network returns.
 */
export function useTracking({ waybillId, carNumber, sourceOfGoodsId, active }: TrackingTarget): TrackingState {
  const [mode, setMode] = useState<TrackingMode>('off');
  const [problem, setProblem] = useState<TrackingProblem | null>(null);
  const pending = usePendingPositions(waybillId);

  // Fixes left from an earlier visit go out first, and again whenever the network comes back.
  useEffect(() => {
    void flushPositions();
    const onOnline = () => void flushPositions();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  useEffect(() => {
    if (!waybillId || !carNumber) return;
    setProblem(null);
    let cancelled = false;
    let stop: (() => void) | undefined;
    (async () => {
      const { bridge, isInShell } = await import('../bridge');
      if (cancelled) return;
      const track = { waybillId, carNumber, sourceOfGoodsId };
      if (isInShell()) {
        const tracked = shellTracked();
        if (active) {
          // One startLocation per waybill: the host tracks until told to stop, so reopening the
          // screen, a re-render or a second mount while the first start is on its way sends none.
          if (!tracked.includes(waybillId) && !shellStarting.has(waybillId)) {
            shellStarting.add(waybillId);
            try {
              await bridge.startLocation(track).catch((failure: unknown) => {
                setProblem('shellRefused');
                throw failure;
              });
            } finally {
              shellStarting.delete(waybillId);
            }
            // Remembered even when the screen closed meanwhile: the host tracks until told to stop.
            const now = shellTracked();
            if (!now.includes(waybillId)) setShellTracked([...now, waybillId]);
          }
          if (!cancelled) setMode('shell');
        } else if (tracked.includes(waybillId)) {
          await bridge.stopLocation(track);
          setShellTracked(tracked.filter((id) => id !== waybillId));
        }
        return;
      }
      if (!active) return;
      if (typeof navigator === 'undefined' || !navigator.geolocation) {
        setProblem('noGeolocation');
        return;
      }
      setMode('browser');
      const watch = navigator.geolocation.watchPosition(
        ({ coords, timestamp }) => {
          setProblem(null);
          queuePosition(waybillId, {
            lat: coords.latitude,
            lng: coords.longitude,
            at: new Date(timestamp).toISOString(),
            speed: coords.speed !== null && coords.speed >= 0 ? Math.min(coords.speed, 100) : null,
            accuracy: Number.isFinite(coords.accuracy) ? coords.accuracy : null,
          });
          if (pendingPositions(waybillId) >= FLUSH_AT_POINTS) void flushPositions();
        },
        () => setProblem('positionFailed'),
        { enableHighAccuracy: true, maximumAge: MIN_FIX_INTERVAL_MS },
      );
      const timer = setInterval(() => void flushPositions(), FLUSH_INTERVAL_MS);
      stop = () => {
        navigator.geolocation.clearWatch(watch);
        clearInterval(timer);
        void flushPositions();
      };
    })().catch(() => {
      if (!cancelled) setMode('off');
    });
    return () => {
      cancelled = true;
      stop?.();
      setMode('off');
    };
  }, [waybillId, carNumber, sourceOfGoodsId, active]);

  return { mode, pending, problem };
}

/* ---------- the current position as a chosen area ---------- */

type Division = DataOf<typeof endpoints.goods.areas>[number];

/** Squared distance on the sphere's surface, good enough to rank division seats by nearness. */
function nearness(division: Division, lat: number, lng: number): number {
  if (division.lat === null || division.lng === null) return Number.POSITIVE_INFINITY;
  const dLat = division.lat - lat;
  const dLng = (division.lng - lng) * Math.cos((lat * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
}

/**
 * The administrative divisions (province, city, county) whose seats are nearest to a position,
 * walking down the areas call level by level; it stops at the deepest level whose divisions have
 * known seats. An approximation (the nearest seat, not the boundary) until the maps provider
 * offers reverse geocoding (docs/tracking.md). Empty when no division has a known seat.
 */
export async function nearestDivisions(lat: number, lng: number): Promise<Division[]> {
  const path: Division[] = [];
  let parentCode: string | undefined;
  for (let level = 0; level < 3; level += 1) {
    const divisions = await request(endpoints.goods.areas, { query: parentCode ? { parentCode } : {} });
    const nearest = [...divisions].sort((a, b) => nearness(a, lat, lng) - nearness(b, lat, lng))[0];
    if (!nearest || nearness(nearest, lat, lng) === Number.POSITIVE_INFINITY) break;
    path.push(nearest);
    parentCode = nearest.code;
  }
  return path;
}
