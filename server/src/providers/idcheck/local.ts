import { isNationalId } from '@/lib/contract';
import type { IdCheckProvider, IdCheckResult } from './idcheck.provider';

/**
 * The sequence code (characters 15-17) that the simulator treats as "not in the register": any
 * well-formed ID with it answers mismatch, e.g. 110105199001019998 (docs/certification.md).
 */
export const MISMATCH_SEQUENCE = '999';

/**
 * Local ID checker: behaves like the register's vendor without calling one. It answers
 * asynchronously, refuses malformed numbers, and answers "mismatch" for the documented test IDs
 * (sequence code 999) so refusals can be exercised; every other well-formed ID matches.
 */
export class LocalIdCheckProvider implements IdCheckProvider {
  async check(name: string, idCardNo: string): Promise<IdCheckResult> {
    // A vendor call is a network round trip: never answer in the same tick.
    await new Promise((resolve) => setImmediate(resolve));
    if (!isNationalId(idCardNo)) return { outcome: 'mismatch', reason: 'idcheck.invalidNumber' };
    if (name.trim().length < 2) return { outcome: 'mismatch', reason: 'idcheck.invalidName' };
    if (idCardNo.slice(14, 17) === MISMATCH_SEQUENCE) {
      return { outcome: 'mismatch', reason: 'idcheck.mismatch' };
    }
    return { outcome: 'match' };
  }
}
