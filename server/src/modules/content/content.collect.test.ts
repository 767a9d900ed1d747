import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { circlePosts } from '../circle/circle.table';
import { goodsSources } from '../goods/goods.table';
import { useModuleSuite } from '../testing';
import { assertRefused, contentHelpers } from './content.testing';

const { content } = endpoints;
const suite = useModuleSuite({ clock: true });
const { send, operator, tourist, userWith, article, circlePost, goods } = contentHelpers(suite);
const MINUTE = 60_000;

type Kept = { kind: string; itemId: number; title: string; subtitle: string; available: boolean; unavailableReason: string | null };

describe('favourites', () => {
  it('keeps a goods source, a circle post and an article once each; lists them newest first, by kind', async () => {
    const op = await operator();
    const owner = await userWith('cargoOwner');
    const driver = await userWith('driver');
    const sourceId = await goods(owner.userId);
    const postId = await circlePost(owner.userId);
    const news = await article(op, { title: '高速通行费优惠' });

    for (const [kind, itemId] of [
      ['goodsSource', sourceId],
      ['circlePost', postId],
      ['news', news.id],
    ] as const) {
      const kept = await send(content.collectAdd, driver, { body: { kind, itemId } });
      assert.equal(kept.status, 200, kept.text);
      assert.equal(kept.body.data.available, true);
      suite.clock.advance(MINUTE);
    }
    assertRefused(await send(content.collectAdd, driver, { body: { kind: 'news', itemId: news.id } }), 409, 'content.alreadyCollected');
    assert.equal((await send(content.collectState, driver, { query: { kind: 'circlePost', itemId: postId } })).body.data.collected, true);
    assert.equal((await send(content.collectState, owner, { query: { kind: 'circlePost', itemId: postId } })).body.data.collected, false);

    const list = (await send(content.collectList, driver)).body.data.records as Kept[];
    assert.deepEqual(
      list.map((k) => [k.kind, k.title]),
      [
        ['news', '高速通行费优惠'],
        ['circlePost', '福州收费站今天排队半小时，大家注意错峰'],
        ['goodsSource', '福州仓山 → 深圳宝安'],
      ],
    );
    assert.equal(list[2].subtitle, '2030-06-01');
    const posts = (await send(content.collectList, driver, { query: { kind: 'circlePost' } })).body.data.records as Kept[];
    assert.deepEqual(posts.map((k) => k.itemId), [postId]);

    // Paged by cursor: two, then one.
    const page1 = await send(content.collectList, driver, { query: { size: 2 } });
    const page2 = await send(content.collectList, driver, { query: { size: 2, cursor: page1.body.data.nextCursor } });
    assert.deepEqual(page2.body.data.records.map((k: Kept) => k.kind), ['goodsSource']);
    assert.equal(page2.body.data.nextCursor, null);
  });

  it('says when a kept item is no longer available: a closed source, a hidden or deleted post, a withdrawn article', async () => {
    const op = await operator();
    const owner = await userWith('cargoOwner');
    const driver = await userWith('driver');
    const sourceId = await goods(owner.userId);
    const hiddenPost = await circlePost(owner.userId);
    const deletedPost = await circlePost(owner.userId);
    const news = await article(op);
    for (const [kind, itemId] of [
      ['goodsSource', sourceId],
      ['circlePost', hiddenPost],
      ['circlePost', deletedPost],
      ['news', news.id],
    ] as const) {
      assert.equal((await send(content.collectAdd, driver, { body: { kind, itemId } })).status, 200);
    }
    const { db } = suite.deps;
    const at = new Date(suite.clock.now());
    await db.update(goodsSources).set({ status: 'closed', closedAt: at }).where(eq(goodsSources.id, sourceId));
    await db.update(circlePosts).set({ status: 'hidden', hiddenReason: '广告', hiddenAt: at }).where(eq(circlePosts.id, hiddenPost));
    await db.update(circlePosts).set({ status: 'deleted', deletedAt: at }).where(eq(circlePosts.id, deletedPost));
    await send(content.setArticleStatus, op, { params: { id: news.id }, body: { status: 'withdrawn' } });

    const list = (await send(content.collectList, driver)).body.data.records as Kept[];
    const reasonOf = (kind: string, itemId: number) => list.find((k) => k.kind === kind && k.itemId === itemId)!;
    assert.equal(reasonOf('goodsSource', sourceId).unavailableReason, 'sourceClosed');
    assert.equal(reasonOf('circlePost', hiddenPost).unavailableReason, 'postHidden');
    assert.equal(reasonOf('circlePost', deletedPost).unavailableReason, 'postDeleted');
    assert.equal(reasonOf('news', news.id).unavailableReason, 'articleWithdrawn');
    assert.ok(list.every((k) => !k.available));
    assert.equal(reasonOf('news', news.id).title, '春运期间高速公路通行提示', 'a gone item still reads as what it was');
  });

  it('refuses what the caller cannot see: missing, a draft source of someone else, a hidden post, a withdrawn article', async () => {
    const op = await operator();
    const owner = await userWith('cargoOwner');
    const driver = await userWith('driver');
    const draft = await goods(owner.userId, { status: 'draft', openedAt: null });
    const hidden = await circlePost(owner.userId, { status: 'hidden', hiddenReason: '广告', hiddenAt: new Date(suite.clock.now()) });
    const withdrawn = await article(op, { publish: false });
    const collectorsOnly = await article(op, { audience: ['tollCollector'] });
    for (const [kind, itemId] of [
      ['goodsSource', 999_999],
      ['goodsSource', draft],
      ['circlePost', hidden],
      ['circlePost', 999_999],
      ['news', withdrawn.id],
      ['news', collectorsOnly.id],
    ] as const) {
      assertRefused(await send(content.collectAdd, driver, { body: { kind, itemId } }), 404, 'content.itemNotFound');
    }
    // Their own draft and their own hidden post are theirs to keep.
    assert.equal((await send(content.collectAdd, owner, { body: { kind: 'goodsSource', itemId: draft } })).status, 200);
    assert.equal((await send(content.collectAdd, owner, { body: { kind: 'circlePost', itemId: hidden } })).status, 200);
    assert.equal((await send(content.collectAdd, await tourist(), { body: { kind: 'goodsSource', itemId: draft } })).status, 401);
    assert.equal((await send(content.collectAdd, driver, { body: { kind: 'gossip', itemId: 1 } })).status, 400);
  });

  it('removes; removing again is 404; the state follows', async () => {
    const owner = await userWith('cargoOwner');
    const driver = await userWith('driver');
    const sourceId = await goods(owner.userId);
    const target = { kind: 'goodsSource', itemId: sourceId };
    await send(content.collectAdd, driver, { body: target });
    const removed = await send(content.collectRemove, driver, { body: target });
    assert.deepEqual(removed.body.data, { collected: false, collectId: null });
    assertRefused(await send(content.collectRemove, driver, { body: target }), 404, 'content.notCollected');
    assert.deepEqual((await send(content.collectList, driver)).body.data.records, []);
    assert.equal((await send(content.collectAdd, driver, { body: target })).status, 200, 'kept again after removal');
  });

  it('keeps an item once under parallel requests with different keys', async () => {
    const owner = await userWith('cargoOwner');
    const driver = await userWith('driver');
    const sourceId = await goods(owner.userId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(content.collectAdd, driver, { body: { kind: 'goodsSource', itemId: sourceId } })));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, ...Array(9).fill(409)]);
    // A replay with the same key answers the first answer.
    const key = { 'idempotency-key': 'same-intention' };
    await send(content.collectRemove, driver, { body: { kind: 'goodsSource', itemId: sourceId } });
    const first = await send(content.collectAdd, driver, { body: { kind: 'goodsSource', itemId: sourceId }, headers: key });
    const replay = await send(content.collectAdd, driver, { body: { kind: 'goodsSource', itemId: sourceId }, headers: key });
    assert.equal(replay.status, 200);
    assert.deepEqual(replay.body.data, first.body.data);
  });

  it('keeps a source whose names are as long as they may be: the title line is clipped, not refused', async () => {
    const owner = await userWith('cargoOwner');
    const driver = await userWith('driver');
    const sourceId = await goods(owner.userId, { originName: '始'.repeat(60), destinationName: '终'.repeat(60) });
    const kept = await send(content.collectAdd, driver, { body: { kind: 'goodsSource', itemId: sourceId } });
    assert.equal(kept.status, 200, kept.text);
    const [item] = (await send(content.collectList, driver)).body.data.records as Kept[];
    assert.ok(item.title.startsWith('始'.repeat(60)));
  });
});
