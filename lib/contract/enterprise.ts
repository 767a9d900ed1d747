import { z } from 'zod';
import { endpoint } from './endpoint';
import { Enterprise, EnterpriseApplication, OwnerAuthInfo } from './owner';
import { Mobile, PersonName } from './rules';

/**
 * Enterprises from the inside (docs/enterprises.md): the app-service form of the enterprise
 * application, the enterprise's detail for its manager and staff, and staff management — the
 * manager (or a staff member who is a person manager) adds existing users by mobile as
 * dispatchers or person managers, edits and removes them; the manager opens or closes a staff
 * member's permission to release goods / dispatch on the enterprise's behalf
 * (ownerOpeningPermission). Every change of a staff member is kept as history.
 */

export const STAFF_ROLES = ['dispatcher', 'personManager'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/** What a manager may open for a staff member: publish goods / dispatch waybills in the enterprise's name. */
export const STAFF_PERMISSIONS = ['releaseGoods', 'dispatch'] as const;
export const StaffPermission = z.enum(STAFF_PERMISSIONS);
export type StaffPermission = z.infer<typeof StaffPermission>;

/** How the caller stands in an enterprise: applied for it (not approved), manages it, or is staff. */
export const MEMBER_ROLES = ['applicant', 'manager', ...STAFF_ROLES] as const;
export const MemberRole = z.enum(MEMBER_ROLES);

/** Most staff members one enterprise keeps at once. */
export const MAX_STAFF = 200;

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Permissions = z.array(StaffPermission).max(STAFF_PERMISSIONS.length);

export const EnterpriseIdParam = z.object({ enterpriseId: Id });
export const StaffIdParam = z.object({ enterpriseId: Id, staffId: Id });

export const MyEnterprise = z.object({
  enterprise: Enterprise,
  myRole: MemberRole,
  /** The caller's opened permissions (a manager has all of them). */
  myPermissions: z.array(StaffPermission),
});
export const MyEnterprises = z.object({ enterprises: z.array(MyEnterprise) });

export const EnterpriseDetail = MyEnterprise.extend({
  /** Active staff members, and of them the person managers. */
  staffCount: z.number().int().min(0),
  personManagerCount: z.number().int().min(0),
  manager: z.object({ userId: z.number().int(), name: z.string().nullable(), mobile: z.string() }).nullable(),
});

export const Staff = z.object({
  staffId: z.number().int(),
  enterpriseId: z.number().int(),
  userId: z.number().int(),
  /** The name the enterprise knows the member by. */
  name: z.string(),
  mobile: z.string(),
  role: StaffRole,
  permissions: z.array(StaffPermission),
  addedAt: z.string(),
  removedAt: z.string().nullable(),
});
export const StaffList = z.object({ staff: z.array(Staff), max: z.number().int() });

export const STAFF_ACTIONS = ['added', 'edited', 'removed', 'permissionOpened', 'permissionClosed'] as const;
export const StaffChange = z.object({
  action: z.enum(STAFF_ACTIONS),
  actorId: z.number().int(),
  actorName: z.string().nullable(),
  /** Changed fields, from/to as text (permissions comma-separated). */
  changes: z.record(z.string(), z.object({ from: z.string(), to: z.string() })),
  at: z.string(),
});
export const StaffDetail = z.object({ staff: Staff, history: z.array(StaffChange) });

export const StaffAddition = z.object({
  mobile: Mobile,
  name: PersonName,
  role: StaffRole,
  permissions: Permissions.default([]),
});
export const StaffUpdate = z.object({
  name: PersonName.optional(),
  role: StaffRole.optional(),
  permissions: Permissions.optional(),
});

export const PermissionOpening = z.object({
  enterpriseId: Id,
  staffId: Id,
  permission: StaffPermission,
  /** true opens, false closes. */
  open: z.boolean(),
});

export const enterpriseEndpoints = {
  enterpriseCertification: endpoint({
    service: 'app', method: 'POST', path: '/user/enterpriseCertification', access: 'user', idempotent: true,
    summary: 'Apply (or re-apply) with an enterprise as consignor or carrier (app-service form of applyLogisticsEnterprises)',
    body: EnterpriseApplication, response: OwnerAuthInfo,
  }),
  ownerOpeningPermission: endpoint({
    service: 'logistics', method: 'POST', path: '/ownerOpeningPermission', access: 'logistics', idempotent: true,
    summary: "The enterprise manager opens or closes a staff member's permission to release goods or dispatch",
    body: PermissionOpening, response: Staff,
  }),
  mine: endpoint({
    service: 'app', method: 'GET', path: '/enterprise/mine', access: 'user',
    summary: 'The enterprises the caller applied for, manages or works for, with their role there',
    response: MyEnterprises,
  }),
  detail: endpoint({
    service: 'app', method: 'GET', path: '/enterprise/:enterpriseId', access: 'user',
    summary: 'One enterprise of the caller: details (credit code masked), certification, role, staff counts',
    params: EnterpriseIdParam, response: EnterpriseDetail,
  }),
  staff: endpoint({
    service: 'app', method: 'GET', path: '/enterprise/:enterpriseId/staff', access: 'user',
    summary: "The enterprise's active staff (its manager and person managers only)",
    params: EnterpriseIdParam, response: StaffList,
  }),
  staffDetail: endpoint({
    service: 'app', method: 'GET', path: '/enterprise/:enterpriseId/staff/:staffId', access: 'user',
    summary: 'One staff member (also a removed one) with the history of changes',
    params: StaffIdParam, response: StaffDetail,
  }),
  addStaff: endpoint({
    service: 'app', method: 'POST', path: '/enterprise/:enterpriseId/staff', access: 'user', idempotent: true,
    summary: 'Add an existing user (by mobile) as a staff member of an approved enterprise',
    params: EnterpriseIdParam, body: StaffAddition, response: Staff,
  }),
  updateStaff: endpoint({
    service: 'app', method: 'PUT', path: '/enterprise/:enterpriseId/staff/:staffId', access: 'user', idempotent: true,
    summary: "Change a staff member's name, role or permissions",
    params: StaffIdParam, body: StaffUpdate, response: Staff,
  }),
  removeStaff: endpoint({
    service: 'app', method: 'DELETE', path: '/enterprise/:enterpriseId/staff/:staffId', access: 'user', idempotent: true,
    summary: 'Remove a staff member (the history is kept)',
    params: StaffIdParam, response: Staff,
  }),
};
