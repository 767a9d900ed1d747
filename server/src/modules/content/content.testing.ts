/**
 * Test support for the content suites (not a test itself): an operator's articles, a driver and a
 * tourist, circle posts written directly (the circle module's table), and error checks in both
 * languages.
 */
import assert from 'node:assert/strict';
import { endpoints, type Endpoint } from '@/lib/contract';
import { errorText, isErrorCode } from '@/lib/i18n/errors/catalogue';
import { nowDate } from '../clock';
import { circlePosts } from '../circle/circle.table';
import { keyed, type Session } from '../coupon/coupon.testing';
import { signInOperator, signInWithId } from '../identity/identity.testing';
import { call, deviceToken, type CallOptions, type CallResult, type ModuleSuite } from '../testing';
import { addIdentity } from '../user/user.repository';
import { waybillHelpers } from '../waybill/waybill.testing';

const { content } = endpoints;

/** A news article's draft. */
export function articleDraft(overrides: Record<string, unknown> = {}) {
  return { category: 'news', title: '春运期间高速公路通行提示', summary: '错峰出行', paragraphs: ['第一段。', '第二段。'], ...overrides };
}

/** Asserts a refusal: its HTTP status, its code, and that the code has texts in zh-CN and English. */
export function assertRefused(result: CallResult, status: number, code: string) {
  assert.equal(result.status, status, result.text);
  assert.equal(result.body.error, code, result.text);
  assert.ok(isErrorCode(code));
  const params = result.body.params ?? {};
  assert.notEqual(errorText(code, params, 'zh-CN'), errorText(code, params, 'en'));
  assert.equal(result.body.msg, errorText(code, params, 'en'));
}

export function contentHelpers(suite: ModuleSuite) {
  const waybills = waybillHelpers(suite);

  /** Calls a content endpoint; mutations get a fresh Idempotency-Key. */
  const send = (e: Endpoint, session: { userToken: string } | string | null, options: CallOptions = {}) =>
    call(suite.app, e, {
      ...options,
      token: session === null ? undefined : typeof session === 'string' ? session : session.userToken,
      headers: e.idempotent ? { ...keyed(), ...options.headers } : options.headers,
    });

  const operator = (): Promise<Session> => signInOperator(suite.app, suite.deps);
  const tourist = (): Promise<string> => deviceToken(suite.app);

  /** A signed-in user holding `identities`. */
  async function userWith(...identities: Parameters<typeof addIdentity>[2][]) {
    const session = await signInWithId(suite.app);
    for (const identity of identities) await addIdentity(suite.deps.db, session.userId, identity, nowDate());
    return session;
  }

  /** An article the operator wrote; answers it. */
  async function article(op: Session, overrides: Record<string, unknown> = {}) {
    const answer = await send(content.createArticle, op, { body: articleDraft(overrides) });
    assert.equal(answer.status, 200, answer.text);
    return answer.body.data as { id: number; status: string; audience: string[]; publishedAt: string | null };
  }

  /** A circle post at a new station, written directly; answers its id. */
  async function circlePost(authorId: number, overrides: Partial<typeof circlePosts.$inferInsert> = {}) {
    const stationId = await waybills.station();
    const [row] = await suite.deps.db
      .insert(circlePosts)
      .values({ stationId, authorId, infoType: 'post', text: '福州收费站今天排队半小时，大家注意错峰', createdAt: nowDate(), ...overrides })
      .returning();
    return row.id;
  }

  return { send, operator, tourist, userWith, article, circlePost, goods: waybills.goods };
}
