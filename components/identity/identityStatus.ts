import type { CertificationStatus } from '@/lib/contract';
import type { QualificationItem } from './certification';

/**
 * The certification status of the current identity, from what it requires: approved when every
 * required one is, rejected when any is (the user must act), pending when any awaits review,
 * otherwise not submitted (null). An identity that requires nothing counts as approved.
 */
export function identityCertificationStatus(items: readonly QualificationItem[]): CertificationStatus | null {
  const required = items.filter((item) => item.required).map((item) => item.certification?.status ?? null);
  if (required.every((status) => status === 'approved')) return 'approved';
  if (required.includes('rejected')) return 'rejected';
  if (required.includes('pending')) return 'pending';
  return null;
}
