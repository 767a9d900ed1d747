import { envelope, type Sent } from '../../lib/support';
import { enterprise as ownerEnterprise } from '../owner/ownerServer';

/** Fixtures and a fake app/logistics server for the enterprise screens. */

export const ENTERPRISE_ID = 5;

export function myEnterprise(myRole: string, status = 'approved', overrides: Record<string, unknown> = {}) {
  return {
    enterprise: ownerEnterprise(status, null, overrides),
    myRole,
    myPermissions: myRole === 'manager' ? ['releaseGoods', 'dispatch'] : [],
  };
}

export function detail(myRole: string, status = 'approved', overrides: Record<string, unknown> = {}) {
  return {
    ...myEnterprise(myRole, status, overrides),
    staffCount: 2,
    personManagerCount: 1,
    manager: { userId: 1, name: '张经理', mobile: '13900139001' },
  };
}

export function staffMember(overrides: Record<string, unknown> = {}) {
  return {
    staffId: 31,
    enterpriseId: ENTERPRISE_ID,
    userId: 7,
    name: '陈调度',
    mobile: '13900139007',
    role: 'dispatcher',
    permissions: [] as string[],
    addedAt: '2026-11-20T08:00:00.000Z',
    removedAt: null,
    ...overrides,
  };
}

export interface Refusal {
  status: number;
  msg: string;
}

/**
 * The server: my enterprises, the detail, the staff; a write is refused with `refusal` or
 * answered with the staff member it changed.
 */
export function enterpriseServer({
  role = 'manager',
  status = 'approved',
  staff = [staffMember()],
  refusal,
}: { role?: string; status?: string; staff?: ReturnType<typeof staffMember>[]; refusal?: Refusal } = {}) {
  return (sent: Sent) => {
    const { pathname } = new URL(sent.url);
    if (sent.method === 'GET') {
      if (pathname === '/app/api/enterprise/mine') return envelope({ enterprises: [myEnterprise(role, status)] });
      if (pathname === `/app/api/enterprise/${ENTERPRISE_ID}`) return envelope(detail(role, status));
      if (pathname === `/app/api/enterprise/${ENTERPRISE_ID}/staff`) return envelope({ staff, max: 200 });
      const one = /\/staff\/(\d+)$/.exec(pathname);
      if (one) {
        const member = staff.find((each) => each.staffId === Number(one[1]));
        return member
          ? envelope({ staff: member, history: [{ action: 'added', actorId: 1, actorName: '张经理', changes: { name: { from: '', to: member.name } }, at: member.addedAt }] })
          : envelope(null, { code: '404', msg: 'No staff member', status: 404 });
      }
      if (pathname === '/logistics/api/getOwnerAuthInfo') return envelope({ realNameApproved: true, personal: null, enterprises: [] });
      if (pathname === '/app/api/user/qualification') return envelope({ isVerified: true, items: [] });
    }
    if (refusal) return envelope(null, { code: String(refusal.status), msg: refusal.msg, status: refusal.status });
    if (pathname === '/logistics/api/ownerOpeningPermission') {
      const body = sent.body as { staffId: number; permission: string; open: boolean };
      return envelope(staffMember({ permissions: body.open ? [body.permission] : [] }));
    }
    if (pathname.startsWith('/app/api/enterprise/')) return envelope(staffMember({ ...(sent.body as object), removedAt: sent.method === 'DELETE' ? '2026-11-21T08:00:00.000Z' : null }));
    if (pathname === '/app/api/user/enterpriseCertification') {
      return envelope({ realNameApproved: true, personal: null, enterprises: [ownerEnterprise('pending', null, { enterpriseName: (sent.body as { enterpriseName: string }).enterpriseName })] });
    }
    return envelope(null, { code: '404', msg: `unexpected ${sent.method} ${pathname}`, status: 404 });
  };
}

/** The writes (not GETs) that reached a path. */
export const writesTo = (sent: Sent[], pathname: string) => sent.filter((each) => each.method !== 'GET' && new URL(each.url).pathname === pathname);
