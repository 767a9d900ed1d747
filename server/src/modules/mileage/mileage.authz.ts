import { endpoints } from '@/lib/contract';
import { SIGNED_IN, own, type AuthzTable } from '../../http/authz';

/**
 * Who may get a 2xx from each mileage call (server/src/http/authz.ts; checked by
 * server/test/authz-matrix.test.ts): anyone signed in, about the waybills they drove; one trip only
 * by the waybill's driver (its cargo owner and everyone else: 404).
 */
export const mileageAuthz: AuthzTable<typeof endpoints.mileage> = {
  mileageSum: SIGNED_IN,
  mileageByPeriod: SIGNED_IN,
  travelRecords: SIGNED_IN,
  travelRecord: own('waybill'),
};
