/** The console's screens (components/ops/routes.ts registers them). */
export const REVIEW_QUEUE_PATH = '/ops/review';
export const REVIEW_DETAIL_PATH = '/ops/review/detail';
