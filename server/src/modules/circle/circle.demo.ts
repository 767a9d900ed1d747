import { asc } from 'drizzle-orm';
import { registerDemoSeed } from '../../db/demo';
import type { SeedContext } from '../../db/seeding';
import type { Tx } from '../../db/types';
import { nowDate } from '../clock';
import { stations } from '../goods/goods.table';
import { insertDemoPhoto } from '../identity/identity.demo-files';
import { DEMO_USERS } from '../user/user.demo';
import { findUserByMobile } from '../user/user.repository';
import { addLike, insertComment, insertPost } from './circle.repository';

/**
 * The circles demo (docs/demo.md, docs/community.md): posts at the first two Fujian toll stations by
 * the demo driver, cargo owner and toll collector over the last hours (one with two photos), a few
 * comments and likes between them. Runs after demo-users.
 */
const MINUTE = 60_000;

registerDemoSeed('demo-circle', async (tx: Tx, context: SeedContext) => {
  const [first, second] = await tx.select().from(stations).orderBy(asc(stations.id)).limit(2);
  // One after another: a transaction is one connection, and pg deprecates a query sent while
  // another is running on it (it warned at every first start on PostgreSQL; pg 9 refuses it).
  const people = [];
  for (const demo of DEMO_USERS) people.push(await findUserByMobile(tx, demo.mobile));
  if (!first || people.some((person) => !person)) throw new Error('the stations and demo users are missing: reference seeds and demo-users must run first');
  const [driver, owner, collector] = people.map((person) => person!.id);
  const at = nowDate().getTime();
  const ago = (minutes: number) => new Date(at - minutes * MINUTE);

  const photos = [await insertDemoPhoto(tx, context, driver, '入口排队 Queue'), await insertDemoPhoto(tx, context, driver, '出口 Exit')];
  const queue = await insertPost(tx, { stationId: first.id, authorId: driver, infoType: 'post', text: '入口货车道排队约1公里，ETC车道通畅，大家走ETC。', photoIds: photos, createdAt: ago(95) });
  const notice = await insertPost(tx, { stationId: first.id, authorId: collector, infoType: 'post', text: '今晚22点至次日6点收费站南侧两条车道施工，请提前减速并道。', photoIds: [], createdAt: ago(60) });
  await insertPost(tx, { stationId: (second ?? first).id, authorId: owner, infoType: 'post', text: '明早有一车建材从这里发往厦门，需要9.6米高栏，有意私信。', photoIds: [], createdAt: ago(30) });

  await insertComment(tx, { postId: queue.id, authorId: owner, content: '谢谢提醒，我绕一下。', createdAt: ago(80) });
  await insertComment(tx, { postId: queue.id, authorId: collector, content: '十点后会好很多。', createdAt: ago(70) });
  await insertComment(tx, { postId: notice.id, authorId: driver, content: '收到！', createdAt: ago(50) });
  await addLike(tx, queue.id, owner, ago(79));
  await addLike(tx, queue.id, collector, ago(69));
  await addLike(tx, notice.id, driver, ago(49));
});
