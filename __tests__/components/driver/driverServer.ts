import { appUser, envelope, type Sent } from '../../lib/support';

/** Fixtures and a fake app server for the driver screens. */

const DRIVER = '/app/api/app/driver/';

export function driverInfo(overrides: Record<string, unknown> = {}) {
  return { realNameApproved: true, name: '张三', driver: null, expiries: [], carrier: null, ...overrides };
}

export function license(status: string, overrides: Record<string, unknown> = {}) {
  return {
    certification: {
      id: 31,
      kind: 'driver',
      status,
      submittedAt: '2026-11-20T08:00:00.000Z',
      reviewedAt: status === 'pending' ? null : '2026-11-21T08:00:00.000Z',
      rejectReason: status === 'rejected' ? '照片模糊' : null,
    },
    licenseNo: '110105********1232',
    licenseClass: 'A2',
    issuingAuthority: '北京市公安局公安交通管理局',
    firstIssueDate: '2015-03-01',
    validFrom: '2021-03-01',
    validUntil: '2027-03-01',
    mainImageUrl: '/app/api/file/a',
    subImageUrl: '/app/api/file/b',
    qualification: null,
    ...overrides,
  };
}

export function invitation(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    enterpriseId: 5,
    enterpriseName: '福州顺达物流有限公司',
    driverMobile: '13900139001',
    driverName: '张三',
    status: 'pending',
    createdAt: '2026-11-20T08:00:00.000Z',
    expiresAt: '2026-11-27T08:00:00.000Z',
    respondedAt: null,
    ...overrides,
  };
}

export const carrierStanding = {
  realNameApproved: true,
  personal: null,
  enterprises: [
    {
      enterpriseId: 5,
      enterpriseName: '福州顺达物流有限公司',
      role: 'carrier',
      creditCode: '9135********100Y43',
      legalPerson: '李四',
      address: '福建省福州市鼓楼区五四路1号',
      contactName: '王五',
      contactMobile: '13900139000',
      certification: {
        id: 21,
        kind: 'enterprise',
        status: 'approved',
        submittedAt: '2026-11-20T08:00:00.000Z',
        reviewedAt: '2026-11-21T08:00:00.000Z',
        rejectReason: null,
      },
    },
  ],
};

const empty = { records: [], total: 0, size: 20, current: 1, pages: 0 };
const pageOf = (records: unknown[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });

export interface DriverServerState {
  info?: ReturnType<typeof driverInfo>;
  invitations?: unknown[];
  drivers?: unknown[];
  detail?: unknown;
  /** Answers every POST to a driver call with this refusal. */
  refusal?: { status: number; msg: string };
}

/** Answers reads from the state; POSTs are refused with `refusal` or answered from the state. */
export function driverServer(state: DriverServerState) {
  return (sent: Sent) => {
    const { pathname } = new URL(sent.url);
    if (pathname === '/logistics/api/getOwnerAuthInfo') return envelope(carrierStanding);
    if (pathname === '/app/api/user/info') return envelope(appUser({ mobile: '13900139001' }));
    if (pathname === '/app/api/user/qualification') return envelope({ isVerified: true, items: [] });
    if (pathname.startsWith(DRIVER) && sent.method === 'POST') {
      if (state.refusal) return envelope(null, { code: String(state.refusal.status), msg: state.refusal.msg, status: state.refusal.status });
      const call = pathname.slice(DRIVER.length);
      if (call === 'save') return envelope((state.info = driverInfo({ driver: license('pending') })));
      if (call === 'invite') return envelope(invitation({ id: 8 }));
      if (/^invitations\/\d+\/accept$/.test(call)) return envelope(invitation({ status: 'accepted' }));
      if (/^invitations\/\d+\/decline$/.test(call)) return envelope(invitation({ status: 'declined' }));
      if (/^enterprise\/\d+\/drivers\/\d+$/.test(call)) return envelope(state.detail);
    }
    const call = pathname.slice(DRIVER.length);
    if (call === 'info') return envelope(state.info ?? driverInfo());
    if (call === 'audit') return envelope([]);
    if (call === 'invitations') return envelope(pageOf(state.invitations ?? []));
    if (/^invitations\/\d+$/.test(call)) return envelope((state.invitations ?? [])[0] ?? null);
    if (/^enterprise\/\d+\/invitations$/.test(call)) return envelope(state.invitations ? pageOf(state.invitations) : empty);
    if (/^enterprise\/\d+\/drivers$/.test(call)) return envelope(pageOf(state.drivers ?? []));
    if (/^enterprise\/\d+\/drivers\/\d+$/.test(call)) return envelope(state.detail);
    return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
  };
}

export const postsTo = (sent: Sent[], call: string) =>
  sent.filter((each) => each.method === 'POST' && new URL(each.url).pathname === `${DRIVER}${call}`);
