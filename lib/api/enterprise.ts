import { mutate } from 'swr';
import type { z } from 'zod';
import { endpoints, type DataOf } from '../contract';
import { apiKey, request, useApi, type Intent } from '../http';
import { updateOwnerContact } from './owner';

/**
 * Enterprises from the inside (docs/enterprises.md): the app-service enterprise application, the
 * caller's enterprises and their detail, staff management and permission openings.
 */

const NO_ARGS = {};
const calls = endpoints.enterprise;

export type MyEnterprise = DataOf<typeof calls.mine>['enterprises'][number];
export type EnterpriseDetail = DataOf<typeof calls.detail>;
export type StaffMember = DataOf<typeof calls.addStaff>;
export type StaffDetail = DataOf<typeof calls.staffDetail>;
type EnterpriseApplicationRequest = z.input<NonNullable<typeof calls.enterpriseCertification.body>>;
type StaffAdditionRequest = z.input<NonNullable<typeof calls.addStaff.body>>;
type StaffUpdateRequest = z.input<NonNullable<typeof calls.updateStaff.body>>;
type PermissionRequest = z.output<NonNullable<typeof calls.ownerOpeningPermission.body>>;

/** The enterprises the caller applied for, manages or works for, each with the caller's role there. */
export function useMyEnterprises() {
  const { data, error, mutate: revalidate } = useApi(calls.mine, NO_ARGS);
  return { enterprises: data?.enterprises, error, mutate: revalidate };
}

/** One of the caller's enterprises in detail (skipped while `enterpriseId` is unknown). */
export function useEnterpriseDetail(enterpriseId: number | undefined) {
  const { data, error, mutate: revalidate } = useApi(calls.detail, enterpriseId ? { params: { enterpriseId } } : null);
  return { detail: data, error, mutate: revalidate };
}

/** The enterprise's active staff (manager and person managers only). */
export function useEnterpriseStaff(enterpriseId: number | undefined) {
  const { data, error, mutate: revalidate } = useApi(calls.staff, enterpriseId ? { params: { enterpriseId } } : null);
  return { staff: data, error, mutate: revalidate };
}

/** One staff member with the history of changes. */
export function useStaffDetail(enterpriseId: number | undefined, staffId: number | undefined) {
  const { data, error, mutate: revalidate } = useApi(calls.staffDetail, enterpriseId && staffId ? { params: { enterpriseId, staffId } } : null);
  return { staffDetail: data, error, mutate: revalidate };
}

/** Re-reads what a staff change touches: the list, the member, the counts. */
async function refreshStaff(enterpriseId: number, staffId: number) {
  await Promise.all([
    mutate(apiKey(calls.staff, { params: { enterpriseId } })),
    mutate(apiKey(calls.staffDetail, { params: { enterpriseId, staffId } })),
    mutate(apiKey(calls.detail, { params: { enterpriseId } })),
  ]);
}

/** Applies (or re-applies) with an enterprise through the app service; the owner standing and my enterprises follow. */
export async function applyEnterpriseCertification(application: EnterpriseApplicationRequest, intent?: Intent) {
  const standing = await request(calls.enterpriseCertification, { intent, body: application });
  await mutate(apiKey(endpoints.owner.getOwnerAuthInfo, NO_ARGS), standing, { revalidate: false });
  await Promise.all([mutate(apiKey(calls.mine, NO_ARGS)), mutate(apiKey(endpoints.identity.qualification, NO_ARGS))]);
  return standing;
}

/** Adds an existing user (by mobile) to the enterprise's staff. */
export async function addEnterpriseStaff(enterpriseId: number, addition: StaffAdditionRequest, intent?: Intent) {
  const staff = await request(calls.addStaff, { intent, params: { enterpriseId }, body: addition });
  await refreshStaff(enterpriseId, staff.staffId);
  return staff;
}

/** Changes a staff member's name, role or permissions. */
export async function updateEnterpriseStaff(enterpriseId: number, staffId: number, update: StaffUpdateRequest, intent?: Intent) {
  const staff = await request(calls.updateStaff, { intent, params: { enterpriseId, staffId }, body: update });
  await refreshStaff(enterpriseId, staffId);
  return staff;
}

/** Removes a staff member (their history stays). */
export async function removeEnterpriseStaff(enterpriseId: number, staffId: number, intent?: Intent) {
  const staff = await request(calls.removeStaff, { intent, params: { enterpriseId, staffId } });
  await refreshStaff(enterpriseId, staffId);
  return staff;
}

/** The manager opens (or closes) one permission of a staff member (logistics service). */
export async function setStaffPermission(opening: PermissionRequest, intent?: Intent) {
  const staff = await request(calls.ownerOpeningPermission, { intent, body: opening });
  await refreshStaff(opening.enterpriseId, opening.staffId);
  return staff;
}

/**
 * The manager changes the enterprise's address and contact (the owner module's ownerUpdateInfo, no
 * new review); the enterprise's detail and my enterprises are read again.
 */
export async function updateEnterprisePremises(enterpriseId: number, contact: { address: string; contactName: string; contactMobile: string }) {
  const standing = await updateOwnerContact({ enterpriseId, ...contact });
  await Promise.all([mutate(apiKey(calls.detail, { params: { enterpriseId } })), mutate(apiKey(calls.mine, NO_ARGS))]);
  return standing;
}
