import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import { SERVICE_PREFIX, endpoints, type DataOf, type Page } from '../contract';
import { apiKey, request, useApi, type Intent } from '../http';

/**
 * Drivers (docs/drivers.md): the driver certification (licence, qualification certificate, trail),
 * carrier enterprises' invitations, and the enterprise's drivers. Calls that change the caller's
 * standing store the answer in the `info` cache; the others revalidate the driver lists.
 */

const calls = endpoints.driver;
const NO_ARGS = {};

export type DriverInfo = DataOf<typeof calls.info>;
export type DriverLicense = NonNullable<DriverInfo['driver']>;
export type DriverExpiry = DriverInfo['expiries'][number];
export type DriverInvitation = DataOf<typeof calls.invitation>;
export type EnterpriseDriver = DataOf<typeof calls.drivers>['records'][number];
export type EnterpriseDriverDetail = DataOf<typeof calls.driver>;
export type ActiveDriver = DataOf<typeof calls.activeDrivers>[number];
type DriverApplication = z.input<NonNullable<typeof calls.save.body>>;
type QualificationRequest = z.input<NonNullable<typeof calls.qualification.body>>;
type DriverUpdate = z.input<NonNullable<typeof calls.updateDriver.body>>;

const DRIVER_PREFIX = `${SERVICE_PREFIX.app}/app/driver/`;

/** Revalidates every cached driver read (lists, details, invitations) except the caller's info. */
async function refreshDriverReads() {
  await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(DRIVER_PREFIX));
}

async function keepInfo(info: DriverInfo) {
  await mutate(apiKey(calls.info, NO_ARGS), info, { revalidate: false });
  await mutate(apiKey(endpoints.identity.qualification, NO_ARGS));
  return info;
}

/** The caller's driver standing: real name, driver certification (masked), expiring documents, current carrier. */
export function useDriverInfo() {
  const { data, error, mutate: revalidate } = useApi(calls.info, NO_ARGS);
  return { info: data, error, mutate: revalidate };
}

/** The trail of the caller's driver certification. */
export function useDriverAudit() {
  const { data, error, mutate: revalidate } = useApi(calls.audit, NO_ARGS);
  return { audit: data, error, mutate: revalidate };
}

/** Submits (or resubmits after a rejection) the driver certification. */
export async function saveDriverLicense(application: DriverApplication, intent?: Intent) {
  const info = await keepInfo(await request(calls.save, { intent, body: application }));
  await mutate(apiKey(calls.audit, NO_ARGS));
  return info;
}

/** Adds or renews the occupational qualification certificate. */
export async function saveQualification(qualification: QualificationRequest, intent?: Intent) {
  return keepInfo(await request(calls.qualification, { intent, body: qualification }));
}

/** The driver leaves their current carrier. */
export async function leaveCarrier(intent?: Intent) {
  const info = await keepInfo(await request(calls.leave, { intent }));
  await refreshDriverReads();
  return info;
}

/** Invitations the caller received as a driver (one page). */
export function useMyInvitations(current = 1, size = 20) {
  const { data, error, mutate: revalidate } = useApi(calls.invitations, { query: { current, size } });
  return { page: data, error, mutate: revalidate };
}

/** One invitation (invitee or manager); undefined id: no read. */
export function useInvitation(id: number | undefined) {
  const { data, error, mutate: revalidate } = useApi(calls.invitation, id ? { params: { id } } : null);
  return { invitation: data, error, mutate: revalidate };
}

/** The invitations an enterprise sent (its manager); undefined id: no read. */
export function useSentInvitations(enterpriseId: number | undefined, current = 1, size = 20) {
  const { data, error, mutate: revalidate } = useApi(
    calls.sentInvitations,
    enterpriseId ? { params: { enterpriseId }, query: { current, size } } : null,
  );
  return { page: data, error, mutate: revalidate };
}

async function answered(invitation: Promise<DriverInvitation>) {
  const result = await invitation;
  await refreshDriverReads();
  await mutate(apiKey(calls.info, NO_ARGS));
  return result;
}

/** The manager invites a registered user by mobile to drive for the enterprise. */
export function inviteDriver(enterpriseId: number, mobile: string, intent?: Intent) {
  return answered(request(calls.invite, { intent, body: { enterpriseId, mobile } }));
}
export function acceptInvitation(id: number, intent?: Intent) {
  return answered(request(calls.accept, { intent, params: { id } }));
}
export function declineInvitation(id: number, intent?: Intent) {
  return answered(request(calls.decline, { intent, params: { id } }));
}
export function cancelInvitation(id: number, intent?: Intent) {
  return answered(request(calls.cancel, { intent, params: { id } }));
}

const DRIVERS_PAGE_SIZE = 20;
type DriversArgs = { params: { enterpriseId: number }; query: { current: number; size: number; keyword?: string } };

/**
 * The enterprise's active drivers page by page (manager), for PagedList; `keyword` matches the
 * mobile, the real name or the remark. Revalidated when the list is shown again.
 */
export function useEnterpriseDriverPages(enterpriseId: number | undefined, keyword = '') {
  return useSWRInfinite<Page<EnterpriseDriver>>(
    (index: number, previous: Page<EnterpriseDriver> | null) => {
      if (!enterpriseId || (previous && previous.current >= previous.pages)) return null;
      const query = { current: index + 1, size: DRIVERS_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
      return apiKey(calls.drivers, { params: { enterpriseId }, query });
    },
    ([, args]: readonly [string, DriversArgs]) => request(calls.drivers, args),
  );
}

/**
 * The enterprise's active drivers `{userId, name, mobile, contactMobile, certificationStatus}[]`,
 * all of them (not paged), for pickers; only the enterprise's manager may read it. BRIEF shared
 * interface 2. undefined enterpriseId: no read.
 */
export function useEnterpriseDrivers(enterpriseId: number | undefined) {
  const { data, error, mutate: revalidate } = useApi(calls.activeDrivers, enterpriseId ? { params: { enterpriseId } } : null);
  return { drivers: data, error, mutate: revalidate };
}

/** One driver of the enterprise with history (manager). */
export function useEnterpriseDriver(enterpriseId: number | undefined, driverId: number | undefined) {
  const { data, error, mutate: revalidate } = useApi(
    calls.driver,
    enterpriseId && driverId ? { params: { enterpriseId, driverId } } : null,
  );
  return { driver: data, error, mutate: revalidate };
}

/** Changes the enterprise's remark or contact mobile for one of its drivers. */
export async function updateEnterpriseDriver(enterpriseId: number, driverId: number, update: DriverUpdate, intent?: Intent) {
  const detail = await request(calls.updateDriver, { intent, params: { enterpriseId, driverId }, body: update });
  await refreshDriverReads();
  return detail;
}

/** The manager removes a driver from the enterprise. */
export async function removeEnterpriseDriver(enterpriseId: number, driverId: number, intent?: Intent) {
  const detail = await request(calls.removeDriver, { intent, params: { enterpriseId, driverId } });
  await refreshDriverReads();
  return detail;
}
