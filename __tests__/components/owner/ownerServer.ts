import { envelope, type Sent } from '../../lib/support';

/** Fixtures and a fake logistics server for the cargo-owner screens. */

export function certification(kind: string, status: string, rejectReason: string | null = null) {
  return {
    id: 21,
    kind,
    status,
    submittedAt: '2026-11-20T08:00:00.000Z',
    reviewedAt: status === 'pending' ? null : '2026-11-21T08:00:00.000Z',
    rejectReason,
  };
}

export function enterprise(status: string, rejectReason: string | null = null, overrides: Record<string, unknown> = {}) {
  return {
    enterpriseId: 5,
    enterpriseName: '福州顺达物流有限公司',
    role: 'consignor',
    creditCode: '9135********100Y43',
    legalPerson: '李四',
    address: '福建省福州市鼓楼区五四路1号',
    contactName: '王五',
    contactMobile: '13900139000',
    certification: certification('enterprise', status, rejectReason),
    ...overrides,
  };
}

export interface Standing {
  realNameApproved: boolean;
  personal: unknown;
  enterprises: unknown[];
}

export const CARGO_TYPES = [
  { code: 'general', label: '普通货物', labelEn: 'General cargo', sort: 1 },
  { code: 'coldChain', label: '冷链货物', labelEn: 'Cold chain', sort: 2 },
  { code: 'steel', label: '钢材', labelEn: 'Steel', sort: 3 },
];

const OWNER = '/logistics/api/';

/**
 * The server: answers the standing and the cargo types; a POST to an owner call is refused with
 * `refusal` or answered by `apply(body)`, which becomes the standing.
 */
export function ownerServer(
  initial: Standing,
  { refusal, apply }: { refusal?: { msg: string; status: number }; apply?: (body: unknown) => Standing } = {},
) {
  let standing = initial;
  return (sent: Sent) => {
    const { pathname } = new URL(sent.url);
    if (pathname === `${OWNER}getOwnerAuthInfo`) return envelope(standing);
    if (pathname === '/app/api/dict/cargoType') return envelope(CARGO_TYPES);
    if (pathname === '/app/api/user/qualification') return envelope({ isVerified: true, items: [] });
    if (pathname.startsWith(OWNER) && sent.method === 'POST') {
      if (refusal) return envelope(null, { code: String(refusal.status), msg: refusal.msg, status: refusal.status });
      if (apply) standing = apply(sent.body);
      return envelope(standing);
    }
    return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
  };
}

/** The POSTs that reached one owner call. */
export const postsTo = (sent: Sent[], call: string) =>
  sent.filter((each) => each.method === 'POST' && new URL(each.url).pathname === `${OWNER}${call}`);
