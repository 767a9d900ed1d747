/**
 * Test support for the goods suites (not a test itself): cargo owners and toll collectors with the
 * identity granted directly (the certification flows are tested in their modules), a valid release
 * body with dates relative to the (test) clock's today, and releasing as a session.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { endpoints, type IdentityType } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { nowDate } from '../clock';
import { signInWithId } from '../identity/identity.testing';
import { addIdentity } from '../user/user.repository';
import { call } from '../testing';
import { dayFrom } from '../vehicle/vehicle.testing';

export { dayFrom };
export type Session = Awaited<ReturnType<typeof signInWithId>>;

const { goods } = endpoints;

/** A signed-in user holding `identities` (granted directly, as an approval would). */
export async function userWith(app: FastifyInstance, deps: AppDeps, ...identities: IdentityType[]): Promise<Session> {
  const session = await signInWithId(app);
  for (const identity of identities) await addIdentity(deps.db, session.userId, identity, nowDate());
  return session;
}

export const FUZHOU = { name: '福州市仓山区建新镇', address: '福建省福州市仓山区建新镇金山大道 1 号', lng: 119.2621, lat: 26.0441, adCode: '350104' };
export const XIAMEN = { name: '厦门市湖里区', address: '福建省厦门市湖里区枋湖路 9 号', lng: 118.1421, lat: 24.5119, adCode: '350206' };
export const QUANZHOU = { name: '泉州市丰泽区', address: '福建省泉州市丰泽区东海大街 5 号', lng: 118.6386, lat: 24.9270, adCode: '350503' };

/** A valid releaseSource body loading tomorrow, Fuzhou → Xiamen. */
export function releaseBody(overrides: Record<string, unknown> = {}) {
  return {
    origin: FUZHOU,
    destination: XIAMEN,
    cargoType: 'general',
    weightKg: 12000,
    volumeM3: 30,
    trucksNeeded: 2,
    vehicleLength: '9.6',
    vehicleType: 'H12',
    freightFen: 350000,
    loadingDate: dayFrom(1),
    contactName: '陈货主',
    contactMobile: '13905910001',
    remarks: '带篷布',
    ...overrides,
  };
}

/** A valid releaseSourceOfOffline body at `stationId`. */
export function offlineBody(stationId: number, overrides: Record<string, unknown> = {}) {
  const { contactName: _n, contactMobile: _m, ...goodsFields } = releaseBody();
  return { ...goodsFields, shipperName: '林发货', shipperMobile: '13705950002', stationId, ...overrides };
}

/** Releases as `session` (asserting 200); answers the GoodsSource. */
export async function release(app: FastifyInstance, session: Session, overrides: Record<string, unknown> = {}) {
  const released = await call(app, goods.releaseSource, { logisticsToken: session.logisticsToken, body: releaseBody(overrides) });
  assert.equal(released.status, 200, released.text);
  return released.body.data as { id: number; status: string; trucksTaken: number; [key: string]: unknown };
}

/**
 * The status a logistics-service answer stands for: its envelope code (a token refusal is HTTP
 * 200 with code "401" there, spec §8; every other answer's code equals its HTTP status).
 */
export function statusOf(result: { status: number; body: { code: string | number } }): number {
  return Number(result.body.code);
}

let plateCounter = 0;
/** A plate no other test vehicle of this process has. */
export function freshPlate(): string {
  plateCounter += 1;
  return `闽D${String(10000 + plateCounter).slice(-5)}`;
}
