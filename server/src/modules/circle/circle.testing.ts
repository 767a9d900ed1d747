import { randomUUID } from 'node:crypto';
import { endpoints } from '@/lib/contract';
import { stations } from '../goods/goods.table';
import { signInWithId, uploadedImages } from '../identity/identity.testing';
import { call, type ModuleSuite } from '../testing';

/** Test support for the circle suites and the cross-module ones (not a test itself). */

export type CircleSession = Awaited<ReturnType<typeof signInWithId>>;

export const keyed = (key: string = randomUUID()) => ({ 'idempotency-key': key });

export function circleHelpers(suite: ModuleSuite) {
  const circle = endpoints.circle;

  /** A toll station of its own (at lat/lng when given). */
  async function station(name = '福州收费站', at: { lat: number; lng: number } = { lat: 26.08, lng: 119.3 }): Promise<number> {
    const [row] = await suite.deps.db
      .insert(stations)
      .values({ code: `C-${randomUUID().slice(0, 8)}`, name, highway: 'G15 沈海高速', address: `${name}出口`, adCode: '350100', ...at })
      .returning();
    return row.id;
  }

  /** `count` photos uploaded by `session`: their file ids. */
  const photos = (session: CircleSession, count: number) => uploadedImages(suite.app, session.userToken, count);

  /** A post by `session` at `orgId`: its id. */
  async function post(session: CircleSession, orgId: number, body: Record<string, unknown> = {}): Promise<number> {
    const answer = await call(suite.app, circle.contentAdd, { token: session.userToken, body: { orgId, text: '收费站排队两公里，大家注意', ...body }, headers: keyed() });
    if (answer.status !== 200) throw new Error(`contentAdd: ${answer.text}`);
    return answer.body.data.infoId;
  }

  return { station, photos, post, member: () => signInWithId(suite.app) };
}
