import { appUser, envelope, type Sent } from '../../lib/support';

/** Fixtures and a fake app server for the fleet screens. */

export const CAPTAIN_ID = 7;

export function fleetFixture(overrides: Record<string, unknown> = {}) {
  return {
    fleetId: 3,
    fleetName: '闽运车队',
    region: '福建 福州',
    description: '冷链为主',
    captain: { userId: CAPTAIN_ID, name: '王队长' },
    memberCount: 1,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export function member(overrides: Record<string, unknown> = {}) {
  return {
    userId: 9,
    name: '李四',
    mobile: '13900139000',
    joinedAt: '2026-11-21T08:00:00.000Z',
    endedAt: null,
    endReason: null,
    vehicles: [
      { vehicleId: 1, plateNumber: '闽A12345', plateColor: '2', vehicleType: 'Q11', vehicleLength: '9.6', status: 'approved' },
    ],
    ...overrides,
  };
}

export const page = (records: unknown[]) => ({ records, total: records.length, size: 20, current: 1, pages: records.length ? 1 : 0 });

export interface FleetWorld {
  captainOf: unknown[];
  memberOf: unknown;
  members?: unknown[];
  realNameStatus?: string | null;
  invite?: unknown;
  /** Answers to a call by name (after /app/fleet/): a refusal `{status, msg}` or data. */
  refuse?: Record<string, { status: number; msg: string }>;
  /** What a POST answers when it succeeds, by call name; also may change the world. */
  onPost?: Record<string, (body: any, world: FleetWorld) => unknown>;
}

const FLEET = '/app/api/app/fleet/';

export function fleetServer(world: FleetWorld) {
  let tokens = 0;
  return (sent: Sent) => {
    const { pathname } = new URL(sent.url);
    if (pathname === '/app/api/user/info') return envelope(appUser({ userId: CAPTAIN_ID }));
    if (pathname === '/app/api/dict/vehicleType') return envelope([{ code: 'Q11', label: '重型半挂牵引车', labelEn: 'Heavy semi-trailer tractor', sort: 1 }]);
    if (pathname === '/app/api/user/verified') {
      const status = world.realNameStatus === undefined ? 'approved' : world.realNameStatus;
      return envelope(
        status === null
          ? null
          : { id: 1, kind: 'realName', status, submittedAt: '2026-11-01T00:00:00.000Z', reviewedAt: null, rejectReason: null, name: '王队长', idCardNo: '110105********1234' },
      );
    }
    if (!pathname.startsWith(FLEET)) return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
    const name = pathname.slice(FLEET.length);
    const refusal = world.refuse?.[name];
    if (refusal) return envelope(null, { code: String(refusal.status), msg: refusal.msg, status: refusal.status });
    if (sent.method === 'POST') return envelope(world.onPost?.[name]?.(sent.body, world) ?? null);
    switch (name) {
      case 'getFleetListByCaptainId':
        return envelope(world.captainOf);
      case 'getBelongToFleet':
        return envelope(world.memberOf);
      case 'getFleetDetail':
        return envelope({ ...fleetFixture(), role: world.captainOf.length ? 'captain' : 'member' });
      case 'getMembers':
        return envelope(page(world.members ?? []));
      case 'getFleetCaptainAuthUrl':
        tokens += 1;
        return envelope({
          fleetId: 3,
          token: `3.1900000000.token${tokens}`,
          link: `#/pages/acceptFleetInvite/acceptFleetInvite?token=3.1900000000.token${tokens}`,
          expiresAt: '2030-03-17T17:46:40.000Z',
        });
      case 'getInvite':
        return envelope(world.invite);
      default:
        return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
    }
  };
}

/** The calls that reached one fleet call. */
export const callsTo = (sent: Sent[], call: string) => sent.filter((each) => new URL(each.url).pathname === `${FLEET}${call}`);
