import { mutate } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import type { z } from 'zod';
import {
  CERTIFICATION_KINDS,
  CERTIFICATION_STATUSES,
  endpoints,
  type CertificationKind,
  type CertificationStatus,
  type DataOf,
  type Page,
} from '../contract';
import { apiKey, download, request, upload, useApi, type Intent } from '../http';

/**
 * Certifications (spec §6, issue 4): real-name verification, the freight qualification overview
 * and the operators' review of what users submit.
 */

const NO_ARGS = {};

type ReviewItem = DataOf<typeof endpoints.identity.reviewQueue>['records'][number];
type RealNameRequest = z.input<NonNullable<typeof endpoints.identity.verified.body>>;

/** Uploads an image of a certification (ID card side, licence ...); `onProgress` gets 0-100. */
export function uploadCertificationImage(file: File, onProgress?: (percent: number) => void) {
  return upload(endpoints.identity.upload, file, {
    onProgress: onProgress && ((progress) => onProgress(progress.fraction * 100)),
  });
}

/**
 * Re-reads the caller's certification state after a change: the qualification overview, the
 * real-name record and the user (whose verified flag follows the real name).
 */
async function refreshCertificationState() {
  await Promise.all([
    mutate(apiKey(endpoints.identity.qualification, NO_ARGS)),
    mutate(apiKey(endpoints.identity.realName, NO_ARGS)),
    mutate(apiKey(endpoints.user.info, NO_ARGS)),
  ]);
}

/** Submits (or resubmits after a refusal) real-name verification; it is pending until an operator reviews it. */
export async function submitRealName(fields: RealNameRequest, intent?: Intent) {
  const submitted = await request(endpoints.identity.verified, { intent, body: fields });
  await mutate(apiKey(endpoints.identity.realName, NO_ARGS), submitted, { revalidate: false });
  await refreshCertificationState();
  return submitted;
}

/** The caller's real-name verification (null when never submitted). */
export function useRealName() {
  const { data, error, mutate: revalidate } = useApi(endpoints.identity.realName, NO_ARGS);
  return { realName: data, error, mutate: revalidate };
}

/** The freight qualification overview: each certification kind, whether it is required and its latest state. */
export function useQualification() {
  const { data, error, mutate: revalidate } = useApi(endpoints.identity.qualification, NO_ARGS);
  return { qualification: data, error, mutate: revalidate };
}

/**
 * The entries of a dictionary group (vehicleType, plateColor, cargoType ...), each with its label
 * in both languages; `groupCode` null skips the read.
 */
export function useDict(groupCode: string | null) {
  const { data, error, mutate: revalidate } = useApi(endpoints.identity.dict, groupCode === null ? null : { params: { groupCode } });
  return { entries: data, error, mutate: revalidate };
}

export interface ReviewQueueFilter {
  kind?: CertificationKind;
  status: CertificationStatus;
}

const REVIEW_PAGE_SIZE = 10;

/** The page keys of one queue filter, for useSWRInfinite and for forgetting its cached pages. */
function reviewQueuePageKey(filter: ReviewQueueFilter) {
  return (index: number, previous: Page<ReviewItem> | null) => {
    if (previous && previous.current >= previous.pages) return null;
    const query = { ...filter, current: index + 1, size: REVIEW_PAGE_SIZE };
    return apiKey(endpoints.identity.reviewQueue, { query });
  };
}

/** OPERATORS: the review queue, page by page (oldest first), for PagedList. */
export function useReviewQueue(filter: ReviewQueueFilter) {
  return useSWRInfinite<Page<ReviewItem>>(
    reviewQueuePageKey(filter),
    ([, args]: readonly [string, { query: typeof filter & { current: number; size: number } }]) =>
      request(endpoints.identity.reviewQueue, args),
  );
}

/** OPERATORS: one certification with what was submitted, its images and its audit trail. */
export function useReviewDetail(id: number | null) {
  const { data, error, mutate: revalidate } = useApi(endpoints.identity.reviewDetail, id === null ? null : { params: { id } });
  return { detail: data, error, mutate: revalidate };
}

/**
 * Every cached queue is stale after a decision: the item left the pending list. The queues are
 * keyed per filter under useSWRInfinite's own keys, which a filter function passed to `mutate`
 * never sees, so each filter's key is named; mutating it also drops a deduplicated earlier fetch.
 */
function forgetReviewQueue() {
  const kinds = [undefined, ...CERTIFICATION_KINDS];
  return Promise.all(
    kinds.flatMap((kind) =>
      CERTIFICATION_STATUSES.map((status) => mutate(unstable_serialize(reviewQueuePageKey({ kind, status })))),
    ),
  );
}

/** OPERATORS: approves a pending certification. */
export async function approveCertification(id: number, intent?: Intent) {
  const detail = await request(endpoints.identity.approve, { intent, params: { id } });
  await forgetReviewQueue();
  return detail;
}

/** OPERATORS: refuses a pending certification with the reason its owner will read. */
export async function rejectCertification(id: number, reason: string, intent?: Intent) {
  const detail = await request(endpoints.identity.reject, { intent, params: { id }, body: { reason } });
  await forgetReviewQueue();
  return detail;
}

/**
 * An uploaded image as an object URL for an <img>: the file URL needs the session's
 * authorization, which an <img src> cannot send. The caller revokes it when done.
 */
export async function certificationImageUrl(url: string): Promise<string> {
  return URL.createObjectURL(await download(url));
}
