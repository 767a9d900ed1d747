import type { z } from 'zod';
import type { AppVersion } from '@/lib/contract/app';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { APP_VERSION_PATH } from '@/lib/contract/links';
import { SERVICE_PREFIX, SUCCESS_CODE } from '@/lib/contract/service';
import { currentPlatform } from '@/lib/bridge/environment';
import { serviceBaseUrlAtom } from '@/lib/state/atoms';
import { appStore } from '@/lib/state/store';

type Release = z.output<typeof AppVersion>;

/**
 * The published release of a platform, read for the download page WITHOUT the request layer.
 * That layer checks every answer with the contract's zod schemas and names every server error
 * code: ~65 KiB gz of scripts that ran right after the first screen hydrated, the largest part of
 * its blocking time (bench/README.md). This one public read needs neither: the answer is checked
 * here field by field against the same contract (`AppVersion`; a test holds the two checks to
 * the same verdicts), and only a failure loads the request layer's errors, so the message a
 * person reads is the one every other failed read shows.
 */
export async function readRelease(platform: 'Android' | 'ios', signal?: AbortSignal): Promise<Release> {
  const base = appStore.get(serviceBaseUrlAtom).replace(/\/+$/, '');
  const url = new URL(`${base}${SERVICE_PREFIX.app}${APP_VERSION_PATH}?platform=${platform}`, globalThis.location?.href);
  const label = `GET ${SERVICE_PREFIX.app}${APP_VERSION_PATH}`;
  // The request layer's time-out, by hand: AbortSignal.timeout/any are missing from the older
  // WebViews (the messaging app's browser on older phones) this page must open in.
  const stop = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop.abort();
  }, REQUEST_TIMEOUT_MS);
  const giveUp = () => stop.abort();
  signal?.addEventListener('abort', giveUp);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, { headers: { Platform: currentPlatform() }, credentials: 'include', signal: stop.signal });
    body = await response.json().catch(() => null);
  } catch (error) {
    if (signal?.aborted) throw error;
    const { ApiError } = await import('@/lib/http/errors');
    throw ApiError.fromStatus(label, timedOut ? 408 : 404);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', giveUp);
  }
  const release = response.ok && isEnvelope(body) && body.code === SUCCESS_CODE.app ? releaseOf(body.data) : null;
  if (release) return release;
  const { ApiError } = await import('@/lib/http/errors');
  if (isEnvelope(body) && body.code !== SUCCESS_CODE.app && typeof body.msg === 'string') {
    throw ApiError.fromEnvelope(label, response.status, {
      code: body.code as never,
      msg: body.msg,
      error: typeof body.error === 'string' ? body.error : undefined,
      params: isRecord(body.params) ? (body.params as never) : undefined,
      requestId: typeof body.requestId === 'string' ? body.requestId : undefined,
    });
  }
  // A 2xx whose data is not a release breaks the contract, like a bodiless failure it reads as the status's text.
  throw ApiError.fromStatus(label, response.ok ? 500 : response.status);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEnvelope = (value: unknown): value is Record<string, unknown> & { code: unknown } => isRecord(value) && 'code' in value;
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const UPDATE_TYPES: readonly unknown[] = ['none', 'optional', 'force'] satisfies Release['type'][];

/** The release in `data`, checked as the contract's `AppVersion` checks it; null when it is not one. */
export function releaseOf(data: unknown): Release | null {
  if (!isRecord(data)) return null;
  const { versionName, versionCode, lastVersionCode, type, downloadUrl, notes, publishedAt } = data;
  if (typeof versionName !== 'string' || typeof downloadUrl !== 'string' || typeof notes !== 'string' || typeof publishedAt !== 'string') return null;
  if (!isWhole(versionCode) || !isWhole(lastVersionCode) || !UPDATE_TYPES.includes(type)) return null;
  return { versionName, versionCode, lastVersionCode, type: type as Release['type'], downloadUrl, notes, publishedAt };
}
