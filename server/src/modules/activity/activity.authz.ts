import { endpoints } from '@/lib/contract';
import { DEVICE, SIGNED_IN, only, type AuthzTable } from '../../http/authz';

/**
 * Who may get a 2xx from each activity call (server/src/http/authz.ts; checked by
 * server/test/authz-matrix.test.ts). Banners, the dict, lists and details are public to any device;
 * registering and clocking in are for anyone signed in (on their own behalf); managing activities
 * is the operator's.
 */
export const activityAuthz: AuthzTable<typeof endpoints.activity> = {
  bannerList: DEVICE,
  activityDict: DEVICE,
  activityList: DEVICE,
  activityDetail: DEVICE,
  eventRegist: SIGNED_IN,
  clockIn: SIGNED_IN,
  clockInRecords: SIGNED_IN,
  addActivity: only(['operator']),
  updateActivity: only(['operator']),
  activityQrCode: only(['operator']),
  registrations: only(['operator']),
  activityWriteOffs: only(['operator']),
};
