import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FREIGHT_ROLES, endpoints } from '@/lib/contract';
import { makeImage, readFile, upload } from '../identity/identity.testing';
import { loadDemoData } from '../../db/demo';
import { DEMO_USERS } from '../user/user.demo';
import { signIn, useModuleSuite } from '../testing';
import { articleDraft, assertRefused, contentHelpers } from './content.testing';

const { content } = endpoints;
const suite = useModuleSuite({ clock: true });
const { send, operator, tourist, userWith, article } = contentHelpers(suite);
const MINUTE = 60_000;

type Listed = { id: number; read: boolean | null; pinned: boolean };
const ids = (records: Listed[]) => records.map((r) => r.id);

describe('articles', () => {
  it('the operator publishes; everyone reads the list pinned first, then newest first, and the detail', async () => {
    const op = await operator();
    const first = await article(op, { title: '第一条资讯' });
    suite.clock.advance(MINUTE);
    const second = await article(op, { title: '第二条资讯' });
    suite.clock.advance(MINUTE);
    const pinned = await article(op, { title: '置顶', pinned: true });
    suite.clock.advance(MINUTE);
    const third = await article(op, { title: '第三条资讯' });
    await article(op, { category: 'notice', title: '一条公告' });
    await article(op, { title: '草稿', publish: false });

    const visitor = await tourist();
    const list = await send(content.articleList, visitor, { query: { category: 'news' } });
    assert.equal(list.status, 200, list.text);
    assert.deepEqual(ids(list.body.data.records), [pinned.id, third.id, second.id, first.id]);
    assert.equal(list.body.data.records[0].read, null, 'a tourist has no read marks');
    assert.equal(list.body.data.nextCursor, null);

    const detail = await send(content.articleDetail, visitor, { params: { id: second.id } });
    assert.equal(detail.status, 200, detail.text);
    assert.deepEqual(detail.body.data.paragraphs, ['第一段。', '第二段。']);
    assert.equal(detail.body.data.status, 'published');
  });

  it('cursor pages stay right while new articles (a pinned one too) arrive', async () => {
    const op = await operator();
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      made.push((await article(op, { title: `资讯${i}` })).id);
      suite.clock.advance(MINUTE);
    }
    const reader = await userWith('driver');
    const page1 = await send(content.articleList, reader, { query: { category: 'news', size: 2 } });
    assert.deepEqual(ids(page1.body.data.records), [made[4], made[3]]);
    assert.equal(page1.body.data.records[0].read, false);
    // Two arrive after the first page (one pinned, so it heads the list): the next pages continue where the first stopped.
    await article(op, { title: '新来的一条' });
    await article(op, { title: '又来一条', pinned: true });
    const page2 = await send(content.articleList, reader, { query: { category: 'news', size: 2, cursor: page1.body.data.nextCursor } });
    assert.deepEqual(ids(page2.body.data.records), [made[2], made[1]]);
    const page3 = await send(content.articleList, reader, { query: { category: 'news', size: 2, cursor: page2.body.data.nextCursor } });
    assert.deepEqual(ids(page3.body.data.records), [made[0]]);
    assert.equal(page3.body.data.nextCursor, null);
  });

  it('refuses a cursor it did not make, in both languages', async () => {
    const visitor = await tourist();
    for (const cursor of ['bm90LWEtY3Vyc29y', Buffer.from('1.99999999999999999.1').toString('base64url'), Buffer.from('2.1.1').toString('base64url'), Buffer.from('1.1').toString('base64url')]) {
      const answer = await send(content.articleList, visitor, { query: { category: 'news', cursor } });
      assertRefused(answer, 400, 'content.badCursor');
    }
    const collected = await send(content.collectList, await userWith(), { query: { cursor: Buffer.from('0.1.1').toString('base64url') } });
    assertRefused(collected, 400, 'content.badCursor');
  });

  it('a withdrawn article is gone from the list and its detail is 404; republished it keeps its place', async () => {
    const op = await operator();
    const older = await article(op);
    suite.clock.advance(MINUTE);
    const newer = await article(op);
    const withdrawn = await send(content.setArticleStatus, op, { params: { id: older.id }, body: { status: 'withdrawn' } });
    assert.equal(withdrawn.body.data.status, 'withdrawn');
    const reader = await userWith('driver');
    assert.deepEqual(ids((await send(content.articleList, reader, { query: { category: 'news' } })).body.data.records), [newer.id]);
    assertRefused(await send(content.articleDetail, reader, { params: { id: older.id } }), 404, 'content.articleNotFound');
    // The operator still reads it.
    assert.equal((await send(content.opsArticleDetail, op, { params: { id: older.id } })).body.data.status, 'withdrawn');
    suite.clock.advance(MINUTE);
    await send(content.setArticleStatus, op, { params: { id: older.id }, body: { status: 'published' } });
    assert.deepEqual(ids((await send(content.articleList, reader, { query: { category: 'news' } })).body.data.records), [newer.id, older.id]);
  });

  it('updates, pins and lists for the operator; nobody else may', async () => {
    const op = await operator();
    const a = await article(op);
    const changed = await send(content.updateArticle, op, { params: { id: a.id }, body: articleDraft({ title: '改过的标题', pinned: true }) });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.data.title, '改过的标题');
    assert.equal(changed.body.data.pinned, true);
    assert.equal(changed.body.data.publishedAt, a.publishedAt, 'an edit keeps the publication time');
    const unpinned = await send(content.pinArticle, op, { params: { id: a.id }, body: { pinned: false } });
    assert.equal(unpinned.body.data.pinned, false);
    const ops = await send(content.opsArticleList, op, { query: { category: 'news' } });
    assert.equal(ops.body.data.total, 1);

    const driver = await userWith('driver');
    for (const [e, options] of [
      [content.createArticle, { body: articleDraft() }],
      [content.updateArticle, { params: { id: a.id }, body: articleDraft() }],
      [content.setArticleStatus, { params: { id: a.id }, body: { status: 'withdrawn' } }],
      [content.pinArticle, { params: { id: a.id }, body: { pinned: true } }],
      [content.opsArticleList, {}],
      [content.opsArticleDetail, { params: { id: a.id } }],
    ] as const) {
      assertRefused(await send(e, driver, options), 403, 'content.operatorOnly');
    }
    assert.equal((await send(content.createArticle, await tourist(), { body: articleDraft() })).status, 401);
    assertRefused(await send(content.updateArticle, op, { params: { id: 999_999 }, body: articleDraft() }), 404, 'content.articleNotFound');
  });

  it('validates drafts: 400 with the field, never 500', async () => {
    const op = await operator();
    for (const body of [
      articleDraft({ title: 'x' }),
      articleDraft({ paragraphs: [] }),
      articleDraft({ paragraphs: ['a'.repeat(2001)] }),
      articleDraft({ category: 'gossip' }),
      articleDraft({ audience: ['king'] }),
      articleDraft({ coverFileId: '../../etc/passwd' }),
    ]) {
      const answer = await send(content.createArticle, op, { body });
      assert.equal(answer.status, 400, answer.text);
    }
    assertRefused(await send(content.createArticle, op, { body: articleDraft({ coverFileId: 'A'.repeat(24) }) }), 400, 'content.coverNotFound');
  });

  it('a cover is the operator\'s upload, readable by everyone signed in once the article is published', async () => {
    const op = await operator();
    const uploaded = await upload(suite.app, op.userToken, await makeImage('jpeg'));
    const fileId = uploaded.body.data.fileId as string;
    const reader = await userWith('driver');
    assert.equal((await readFile(suite.app, reader.userToken, fileId)).status, 404, 'not shared before it is a published cover');
    const draft = await article(op, { coverFileId: fileId, publish: false });
    assert.equal((await readFile(suite.app, reader.userToken, fileId)).status, 404, 'a withdrawn article shares nothing');
    await send(content.setArticleStatus, op, { params: { id: draft.id }, body: { status: 'published' } });
    const listed = await send(content.articleList, reader, { query: { category: 'news' } });
    assert.match(listed.body.data.records[0].coverUrl, new RegExp(fileId));
    assert.equal((await readFile(suite.app, reader.userToken, fileId)).status, 200);
  });

  it("a cover of an article for everyone is public (tourists, shared links: no token); an audience's or a withdrawn one's is not", async () => {
    const op = await operator();
    const image = async () => (await upload(suite.app, op.userToken, await makeImage('jpeg'))).body.data.fileId as string;
    const [everyone, collectors, withdrawn] = [await image(), await image(), await image()];
    await article(op, { coverFileId: everyone });
    const limited = await article(op, { category: 'notice', coverFileId: collectors, audience: ['tollCollector'] });
    const gone = await article(op, { coverFileId: withdrawn });
    await send(content.setArticleStatus, op, { params: { id: gone.id }, body: { status: 'withdrawn' } });
    const noToken = (fileId: string) => suite.app.inject({ method: 'GET', url: `/app/api/content/cover/${fileId}` });

    const listed = await send(content.articleList, await tourist(), { query: { category: 'news' } });
    assert.equal(listed.body.data.records[0].coverUrl, `/app/api/content/cover/${everyone}`);
    const shown = await noToken(everyone);
    assert.equal(shown.statusCode, 200);
    assert.match(String(shown.headers['content-type']), /^image\/jpeg/);
    assert.ok(shown.rawPayload.length > 100);

    const collector = await userWith('tollCollector');
    const notice = await send(content.articleDetail, collector, { params: { id: limited.id } });
    assert.doesNotMatch(notice.body.data.coverUrl, /content\/cover/, 'an audience reads it through the file call, signed in');
    assert.equal((await readFile(suite.app, collector.userToken, collectors)).status, 200);
    for (const fileId of [collectors, withdrawn, 'A'.repeat(24)]) assert.equal((await noToken(fileId)).statusCode, 404, fileId);
  });

  it('audiences: a logistics notice is for the freight roles; others (and tourists) do not see it', async () => {
    const op = await operator();
    const notice = await article(op, { category: 'logisticsNotice', title: '物流公告' });
    assert.deepEqual(notice.audience, [...FREIGHT_ROLES]);
    const onlyCollectors = await article(op, { category: 'notice', title: '收费员须知', audience: ['tollCollector'] });
    const driver = await userWith('driver');
    const collector = await userWith('tollCollector');
    const visitor = await tourist();
    const logistics = (session: string | { userToken: string }) => send(content.articleList, session, { query: { category: 'logisticsNotice' } });
    assert.deepEqual(ids((await logistics(driver)).body.data.records), [notice.id]);
    assert.deepEqual(ids((await logistics(collector)).body.data.records), []);
    assert.deepEqual(ids((await logistics(visitor)).body.data.records), []);
    assertRefused(await send(content.articleDetail, visitor, { params: { id: notice.id } }), 404, 'content.articleNotFound');
    assertRefused(await send(content.articleDetail, driver, { params: { id: onlyCollectors.id } }), 404, 'content.articleNotFound');
    assert.equal((await send(content.articleDetail, collector, { params: { id: onlyCollectors.id } })).status, 200);
  });

  it('read marks: unread counts per category, a detail read marks it, mark all read', async () => {
    const op = await operator();
    const n1 = await article(op, { category: 'notice' });
    await article(op, { category: 'notice' });
    await article(op, { category: 'logisticsNotice' });
    await article(op, { category: 'notice', publish: false });
    const driver = await userWith('driver');
    const other = await userWith('cargoOwner');
    const unread = async (session: { userToken: string }) => (await send(content.unreadCounts, session)).body.data;
    assert.deepEqual(await unread(driver), { notice: 2, logisticsNotice: 1 });
    await send(content.articleDetail, driver, { params: { id: n1.id } });
    await send(content.articleDetail, driver, { params: { id: n1.id } });
    assert.deepEqual(await unread(driver), { notice: 1, logisticsNotice: 1 });
    const listed = await send(content.articleList, driver, { query: { category: 'notice' } });
    assert.deepEqual(
      listed.body.data.records.map((r: Listed) => [r.id, r.read]),
      [
        [n1.id + 1, false],
        [n1.id, true],
      ],
    );
    const cleared = await send(content.markAllRead, driver, { body: { category: 'notice' } });
    assert.deepEqual(cleared.body.data, { notice: 0, logisticsNotice: 1 });
    assert.deepEqual(await unread(other), { notice: 2, logisticsNotice: 1 }, "one reader's marks are theirs alone");
    assert.equal((await send(content.unreadCounts, await tourist())).status, 401);
  });

  it('the demo: a demo driver finds news, the pinned notice first, and logistics notices, all unread', async () => {
    await loadDemoData(suite.deps.db);
    const driver = await signIn(suite.app, DEMO_USERS.find((demo) => demo.identities.includes('driver'))!.mobile);
    assert.deepEqual((await send(content.unreadCounts, driver)).body.data, { notice: 2, logisticsNotice: 2 });
    const notices = (await send(content.articleList, driver, { query: { category: 'notice' } })).body.data.records;
    assert.deepEqual(notices.map((n: Listed) => n.pinned), [true, false]);
    const news = (await send(content.articleList, driver, { query: { category: 'news' } })).body.data.records;
    assert.equal(news.length, 2);
  });
});
