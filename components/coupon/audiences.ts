import type { Viewer } from '@/components/router/types';

/** Identities that work a merchant's counter (write-offs, records). */
export const COUNTER_STAFF: readonly Viewer[] = ['merchant', 'merchantAdmin', 'waiter'];
/** Identities that run a merchant's coupon batches. */
export const BATCH_MANAGERS: readonly Viewer[] = ['merchant', 'merchantAdmin'];
