import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { CIRCLE_LIMITS, SERVICE_PREFIX, endpoints, fillPath } from '@/lib/contract';
import { errorText } from '@/lib/i18n/errors/catalogue';
import { call, deviceToken, useModuleSuite } from '../testing';
import { signInOperator } from '../identity/identity.testing';
import { circleHelpers, keyed, type CircleSession } from './circle.testing';
import { circleLikes, circlePosts } from './circle.table';

const { circle } = endpoints;
const suite = useModuleSuite({ clock: true });
const { station, photos, post, member } = circleHelpers(suite);
const MINUTE = 60_000;

const feed = (token: string | undefined, orgId: number, extra: Record<string, unknown> = {}) =>
  call(suite.app, circle.feed, { token, query: { orgId, ...extra } });
const detail = (token: string | undefined, infoId: number) => call(suite.app, circle.detail, { token, params: { infoId } });
const like = (who: CircleSession, infoId: number, endpoint = circle.like) => call(suite.app, endpoint, { token: who.userToken, body: { infoId }, headers: keyed() });

/** Posts a form-encoded body as a browser's fetch does (with its charset), as the spec's clients send comment add and browseRecord. */
function postForm(endpoint: typeof circle.commentAdd | typeof circle.browseRecord, who: CircleSession, fields: Record<string, string>) {
  return suite.app.inject({
    method: 'POST',
    url: SERVICE_PREFIX.app + endpoint.path,
    headers: { authorization: `Bearer ${who.userToken}`, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', ...keyed() },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('toll-station circles', () => {
  it('a post with two photos shows in its station feed, its detail and a shared link (nickname only)', async () => {
    const orgId = await station();
    const driver = await member();
    const images = await photos(driver, 2);
    const added = await call(suite.app, circle.contentAdd, { token: driver.userToken, body: { orgId, text: '福州站入口排队中', imageIds: images }, headers: keyed() });
    assert.equal(added.status, 200, added.text);
    const mine = added.body.data;
    assert.equal(mine.mine, true);
    assert.deepEqual(mine.photos.map((p: { fileId: string }) => p.fileId), images);

    const tourist = await deviceToken(suite.app);
    const page = await feed(tourist, orgId);
    assert.equal(page.status, 200, page.text);
    assert.equal(page.body.data.records.length, 1);
    const seen = page.body.data.records[0];
    assert.equal(seen.text, '福州站入口排队中');
    assert.equal(seen.mine, false);
    assert.equal(seen.likedByMe, false);
    assert.equal(seen.author.initial, Array.from(seen.author.nickname as string)[0]);
    assert.equal(page.body.data.nextCursor, null);

    // Photos of a public post are public (the messaging app's browser has no token).
    const photo = await suite.app.inject({ method: 'GET', url: seen.photos[0].url });
    assert.equal(photo.statusCode, 200);
    assert.match(String(photo.headers['content-type']), /image\/jpeg/);

    const shared = await call(suite.app, circle.share, { params: { infoId: mine.infoId } });
    assert.equal(shared.status, 200, shared.text);
    assert.deepEqual(Object.keys(shared.body.data).sort(), ['authorNickname', 'commentCount', 'createdAt', 'highway', 'infoId', 'likeCount', 'photos', 'stationName', 'text']);
    assert.equal((await detail(tourist, mine.infoId)).status, 200);
  });

  it('feed pages stay stable while new posts arrive (cursor, not offset)', async () => {
    const orgId = await station();
    const authors = await Promise.all([member(), member(), member(), member()]);
    const posted: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      suite.clock.advance(1000);
      posted.push(await post(authors[i % 4], orgId, { text: `第${i}条` }));
    }
    const reader = authors[0];
    const first = await feed(reader.userToken, orgId, { size: 7 });
    assert.deepEqual(first.body.data.records.map((r: { infoId: number }) => r.infoId), posted.slice(-7).reverse());
    // Ten newer posts arrive (in the same millisecond too) before the reader loads more.
    const fresh = await member();
    for (let i = 0; i < 5; i += 1) await post(fresh, orgId, { text: `新的${i}` });
    const seen: number[] = first.body.data.records.map((r: { infoId: number }) => r.infoId);
    let cursor = first.body.data.nextCursor;
    while (cursor) {
      const next = await feed(reader.userToken, orgId, { size: 7, cursor });
      assert.equal(next.status, 200, next.text);
      seen.push(...next.body.data.records.map((r: { infoId: number }) => r.infoId));
      cursor = next.body.data.nextCursor;
    }
    assert.deepEqual(seen, [...posted].reverse(), 'every older post once, in order, none of the new ones');
    // A cursor that is not one of ours is refused, not guessed.
    const bad = await feed(reader.userToken, orgId, { cursor: 'abc' });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.errors?.map((e) => e.field), ['cursor']);
  });

  it('100 parallel likes by 100 people count 100; 100 by one person count 1; unlike takes one back', async () => {
    const orgId = await station();
    const infoId = await post(await member(), orgId);
    const likers = await Promise.all(Array.from({ length: 100 }, () => member()));
    const answers = await Promise.all(likers.map((who) => like(who, infoId)));
    assert.ok(answers.every((a) => a.status === 200));
    const [row] = await suite.deps.db.select().from(circlePosts).where(eq(circlePosts.id, infoId));
    assert.equal(row.likeCount, 100);

    const keen = await member();
    const again = await Promise.all(Array.from({ length: 100 }, () => like(keen, infoId)));
    assert.ok(again.every((a) => a.status === 200 && a.body.data.likedByMe === true));
    const [after] = await suite.deps.db.select().from(circlePosts).where(eq(circlePosts.id, infoId));
    assert.equal(after.likeCount, 101);
    assert.equal((await suite.deps.db.select().from(circleLikes).where(eq(circleLikes.userId, keen.userId))).length, 1);

    const taken = await like(keen, infoId, circle.unlike);
    assert.deepEqual(taken.body.data, { infoId, likeCount: 100, likedByMe: false });
    const twice = await like(keen, infoId, circle.unlike);
    assert.equal(twice.body.data.likeCount, 100);
    const seen = await detail(likers[0].userToken, infoId);
    assert.equal(seen.body.data.post.likedByMe, true);
    assert.equal(seen.body.data.likers.length, 20);
  });

  it('the word filter refuses posts and comments holding a filtered word, however it is spaced or widened', async () => {
    const orgId = await station();
    const driver = await member();
    for (const text of ['专业代开发票', '代 开-发 票找我', 'ＦＵＣＫ this jam']) {
      const refused = await call(suite.app, circle.contentAdd, { token: driver.userToken, body: { orgId, text }, headers: keyed() });
      assert.equal(refused.status, 400, text);
      assert.equal(refused.body.error, 'circle.filteredWord');
      assert.deepEqual(refused.body.errors?.map((e) => e.field), ['text']);
    }
    const refused = await call(suite.app, circle.contentAdd, { token: driver.userToken, body: { orgId, text: '代 开 发 票' }, headers: keyed() });
    assert.equal(refused.body.params?.word, '代开发票');
    assert.match(errorText('circle.filteredWord', { word: '代开发票' }, 'zh-CN'), /代开发票/);
    assert.match(errorText('circle.filteredWord', { word: '代开发票' }, 'en'), /代开发票/);
    // Nothing was published, and nothing counted against the posting limit.
    assert.equal((await feed(driver.userToken, orgId)).body.data.records.length, 0);
    const infoId = await post(driver, orgId, { text: '发票问题请找正规渠道' });
    const comment = await postForm(circle.commentAdd, driver, { infoId: String(infoId), content: '网 赌 来吗' });
    assert.equal(comment.statusCode, 400);
    assert.equal(comment.json().error, 'circle.filteredWord');
    assert.equal(comment.json().errors[0].field, 'content');
  });

  it('posting and commenting are rate limited per person (429 with Retry-After), by window', async () => {
    const orgId = await station();
    const driver = await member();
    const other = await member();
    for (let i = 0; i < CIRCLE_LIMITS.postsPerWindow; i += 1) await post(driver, orgId, { text: `路况${i}` });
    const sixth = await call(suite.app, circle.contentAdd, { token: driver.userToken, body: { orgId, text: '再来一条' }, headers: keyed() });
    assert.equal(sixth.status, 429);
    assert.equal(sixth.body.error, 'circle.tooManyPosts');
    assert.ok(Number(sixth.headers['retry-after']) > 0);
    assert.deepEqual(sixth.body.params, { limit: CIRCLE_LIMITS.postsPerWindow, minutes: CIRCLE_LIMITS.windowMinutes });
    // Someone else still may.
    const infoId = await post(other, orgId);
    for (let i = 0; i < CIRCLE_LIMITS.commentsPerWindow; i += 1) {
      const ok = await call(suite.app, circle.commentAdd, { token: driver.userToken, body: { infoId, content: `评论${i}` }, headers: keyed() });
      assert.equal(ok.status, 200, ok.text);
    }
    const over = await call(suite.app, circle.commentAdd, { token: driver.userToken, body: { infoId, content: '还有' }, headers: keyed() });
    assert.equal(over.status, 429);
    assert.equal(over.body.error, 'circle.tooManyComments');
    // The next window lets them post again.
    suite.clock.advance(CIRCLE_LIMITS.windowMinutes * MINUTE);
    await post(driver, orgId, { text: '十分钟后' });
  });

  it('comment add and browseRecord take form-encoded bodies and JSON; bad ones are 400 with the fields', async () => {
    const orgId = await station();
    const author = await member();
    const reader = await member();
    const infoId = await post(author, orgId);
    const form = await postForm(circle.commentAdd, reader, { infoId: String(infoId), content: '谢谢提醒' });
    assert.equal(form.statusCode, 200, form.body);
    assert.equal(form.json().data.content, '谢谢提醒');
    const json = await call(suite.app, circle.commentAdd, { token: reader.userToken, body: { infoId, content: 'JSON 也可以' }, headers: keyed() });
    assert.equal(json.status, 200, json.text);
    const badForms: Record<string, string>[] = [{ infoId: 'abc', content: 'x' }, { infoId: String(infoId), content: '' }, { infoId: String(infoId), content: '长'.repeat(201) }, { content: 'no id' }];
    for (const fields of badForms) {
      const bad = await postForm(circle.commentAdd, reader, fields);
      assert.equal(bad.statusCode, 400, JSON.stringify(fields));
      assert.ok(bad.json().errors.length > 0);
    }
    const viewed = await postForm(circle.browseRecord, reader, { infoId: String(infoId) });
    assert.deepEqual(viewed.json().data, { infoId, viewCount: 1, counted: true });
    const again = await call(suite.app, circle.browseRecord, { token: reader.userToken, body: { infoId }, headers: keyed() });
    assert.deepEqual(again.body.data, { infoId, viewCount: 1, counted: false });
    assert.equal((await postForm(circle.browseRecord, reader, { infoId: '999999' })).statusCode, 404);
    // Other calls stay JSON only.
    const formPost = await suite.app.inject({
      method: 'POST', url: SERVICE_PREFIX.app + circle.contentAdd.path,
      headers: { authorization: `Bearer ${reader.userToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orgId=${orgId}&text=hi`,
    });
    assert.equal(formPost.statusCode, 415);
    const seen = await detail(author.userToken, infoId);
    assert.deepEqual(seen.body.data.comments.records.map((c: { content: string }) => c.content), ['谢谢提醒', 'JSON 也可以']);
    assert.equal(seen.body.data.post.commentCount, 2);
  });

  it('a deleted post is gone from every list and 404 to everyone; only its author may delete it', async () => {
    const orgId = await station();
    const author = await member();
    const other = await member();
    const infoId = await post(author, orgId);
    const stranger = await call(suite.app, circle.deleteContent, { token: other.userToken, params: { infoId }, headers: keyed() });
    assert.equal(stranger.status, 404);
    const deleted = await call(suite.app, circle.deleteContent, { token: author.userToken, params: { infoId }, headers: keyed() });
    assert.deepEqual(deleted.body.data, { infoId, deleted: true });
    assert.equal((await feed(other.userToken, orgId)).body.data.records.length, 0);
    assert.equal((await call(suite.app, circle.myActivity, { token: author.userToken })).body.data.records.length, 0);
    for (const who of [author, other]) assert.equal((await detail(who.userToken, infoId)).status, 404);
    assert.equal((await call(suite.app, circle.share, { params: { infoId } })).status, 404);
    assert.equal((await like(other, infoId)).status, 404);
    const stations = await call(suite.app, circle.stations, { token: other.userToken, query: { keyword: '福州' } });
    assert.equal(stations.body.data.find((s: { orgId: number }) => s.orgId === orgId).postCount, 0);
  });

  it('reported, an operator hides a post: gone for everyone, its author sees why; restored, it is back', async () => {
    const orgId = await station();
    const author = await member();
    const reader = await member();
    const [photo] = await photos(author, 1);
    const infoId = await post(author, orgId, { imageIds: [photo] });
    await call(suite.app, circle.commentAdd, { token: reader.userToken, body: { infoId, content: '真的吗' }, headers: keyed() });
    await like(reader, infoId);

    const report = (who: CircleSession, body: Record<string, unknown>) => call(suite.app, circle.report, { token: who.userToken, body: { infoId, ...body }, headers: keyed() });
    assert.equal((await report(reader, { reason: 'fraud', note: '骗人的' })).status, 200);
    assert.equal((await report(reader, { reason: 'spam' })).status, 409);
    assert.equal((await report(author, { reason: 'spam' })).status, 409);
    assert.equal((await report(reader, { reason: 'unknown' })).status, 400);

    const operator = await signInOperator(suite.app, suite.deps);
    assert.equal((await call(suite.app, circle.moderationQueue, { token: reader.userToken })).status, 403);
    const queue = await call(suite.app, circle.moderationQueue, { token: operator.userToken });
    assert.equal(queue.status, 200, queue.text);
    assert.equal(queue.body.data.records[0].post.infoId, infoId);
    assert.deepEqual(queue.body.data.records[0].reasons, [{ reason: 'fraud', count: 1 }]);
    assert.deepEqual(queue.body.data.records[0].notes, ['骗人的']);

    const noReason = await call(suite.app, circle.hide, { token: operator.userToken, params: { infoId }, body: {}, headers: keyed() });
    assert.equal(noReason.status, 400);
    const hidden = await call(suite.app, circle.hide, { token: operator.userToken, params: { infoId }, body: { reason: '涉嫌虚假信息' }, headers: keyed() });
    assert.equal(hidden.status, 200, hidden.text);
    assert.equal(hidden.body.data.status, 'hidden');

    assert.equal((await feed(reader.userToken, orgId)).body.data.records.length, 0);
    const countOf = async () => (await call(suite.app, circle.stations, { token: reader.userToken, query: { keyword: '福州' } })).body.data.find((s: { orgId: number }) => s.orgId === orgId);
    assert.deepEqual([(await countOf()).postCount, (await countOf()).latestPostAt], [0, null]);
    assert.equal((await detail(reader.userToken, infoId)).status, 404);
    assert.equal((await call(suite.app, circle.share, { params: { infoId } })).status, 404);
    assert.equal((await suite.app.inject({ method: 'GET', url: SERVICE_PREFIX.app + fillPath(circle.photo.path, { fileId: photo }) })).statusCode, 404);
    const activity = await call(suite.app, circle.myActivity, { token: author.userToken });
    const mine = activity.body.data.records[0];
    assert.equal(mine.status, 'hidden');
    assert.equal(mine.hiddenReason, '涉嫌虚假信息');
    assert.equal(mine.latestComments[0].content, '真的吗');
    assert.equal(mine.latestLikers.length, 1);
    assert.equal((await call(suite.app, circle.moderationQueue, { token: operator.userToken })).body.data.total, 0);
    assert.equal((await call(suite.app, circle.moderationQueue, { token: operator.userToken, query: { kind: 'hidden' } })).body.data.total, 1);

    const restored = await call(suite.app, circle.restore, { token: operator.userToken, params: { infoId }, headers: keyed() });
    assert.equal(restored.body.data.status, 'visible');
    assert.equal((await feed(reader.userToken, orgId)).body.data.records.length, 1);
    assert.equal((await countOf()).postCount, 1);
    assert.equal((await countOf()).latestPostAt, restored.body.data.post.createdAt);
    assert.equal((await call(suite.app, circle.restore, { token: operator.userToken, params: { infoId }, headers: keyed() })).status, 409);
  });

  it('photos must be the poster’s own uploads; an unknown station is 404', async () => {
    const orgId = await station();
    const driver = await member();
    const someoneElse = await photos(await member(), 1);
    const refused = await call(suite.app, circle.contentAdd, { token: driver.userToken, body: { orgId, text: '看图', imageIds: someoneElse }, headers: keyed() });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'circle.photosNotYours');
    const tooMany = await call(suite.app, circle.contentAdd, { token: driver.userToken, body: { orgId, imageIds: Array.from({ length: 10 }, (_, i) => `file-id-${String(i).padStart(10, '0')}`) }, headers: keyed() });
    assert.equal(tooMany.status, 400);
    const empty = await call(suite.app, circle.contentAdd, { token: driver.userToken, body: { orgId, text: '   ' }, headers: keyed() });
    assert.equal(empty.status, 400);
    const nowhere = await call(suite.app, circle.contentAdd, { token: driver.userToken, body: { orgId: 999_999, text: '你好' }, headers: keyed() });
    assert.equal(nowhere.status, 404);
    assert.equal(nowhere.body.error, 'circle.stationNotFound');
    assert.equal((await feed(driver.userToken, 999_999)).status, 404);
  });

  it('stations: nearest first with a position (query or headers), else the liveliest first', async () => {
    const near = await station('近站收费站', { lat: 26.1, lng: 119.3 });
    const far = await station('远站收费站', { lat: 30.0, lng: 120.0 });
    const driver = await member();
    await post(driver, far);
    const query = { keyword: '站收费站' };
    const byDistance = await call(suite.app, circle.stations, { token: driver.userToken, query: { ...query, latitude: 26.08, longitude: 119.3 } });
    assert.deepEqual(byDistance.body.data.map((s: { orgId: number }) => s.orgId), [near, far]);
    assert.ok(byDistance.body.data[0].distanceM < 5000);
    const byHeaders = await call(suite.app, circle.stations, { token: driver.userToken, query, headers: { latitude: '26.08', longitude: '119.3' } });
    assert.deepEqual(byHeaders.body.data.map((s: { orgId: number }) => s.orgId), [near, far]);
    const lively = await call(suite.app, circle.stations, { token: driver.userToken, query });
    assert.deepEqual(lively.body.data.map((s: { orgId: number; postCount: number }) => [s.orgId, s.postCount]), [[far, 1], [near, 0]]);
    assert.equal(lively.body.data[0].distanceM, null);
    const half = await call(suite.app, circle.stations, { token: driver.userToken, query: { latitude: 26 } });
    assert.equal(half.status, 400);
    assert.equal(half.body.error, 'circle.coordinatePair');
  });
});
