import type { ErrorCode } from '@/lib/i18n/errors/catalogue';

/**
 * Checking a name and national ID number against the public-security identity register (a real
 * vendor answers whether the two belong together). Services never call a vendor directly.
 */
export type IdCheckResult =
  | { outcome: 'match' }
  /** The register knows the number but not with this name, or does not know the number. */
  | { outcome: 'mismatch'; reason: ErrorCode & `idcheck.${string}` };

export interface IdCheckProvider {
  /** Asks the register whether `name` holds `idCardNo` (18 characters, upper-case X). */
  check(name: string, idCardNo: string): Promise<IdCheckResult>;
}
