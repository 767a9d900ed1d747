import { chinaToday } from '@/lib/time';
import { registerDemoSeed } from '../../db/demo';
import type { SeedContext } from '../../db/seeding';
import type { Tx } from '../../db/types';
import { nowDate } from '../clock';
import { DEMO_OPERATOR } from '../identity/identity.demo';
import { insertDemoPhoto } from '../identity/identity.demo-files';
import { findUserByMobile } from '../user/user.repository';
import type { BrigadeItineraryDay, BrigadeProductKind } from '@/lib/contract';
import { insertCategory, insertDeparture, insertProduct, setPictures } from './brigade.catalogue.repository';

/**
 * The shop's demo catalogue (docs/demo.md, docs/brigade.md): four categories, goods from the
 * service areas along the Fujian expressways, two self-drive packages with departures over the
 * next weeks, and the annual pass, all on sale, their pictures made by the demo operator (who
 * maintains them at /ops/brigade). Runs after demo-operator.
 */

interface DemoProduct {
  kind: BrigadeProductKind;
  title: string;
  subtitle: string;
  description: string;
  priceFen: number;
  stock?: number;
  /** Captions of its pictures (drawn on them). */
  pictures: string[];
  itinerary?: BrigadeItineraryDay[];
  /** Days from today and seats of its departures, with the per-traveller price. */
  departures?: { inDays: number; seats: number; priceFen: number }[];
}

const CATALOGUE: { name: string; icon: string; products: DemoProduct[] }[] = [
  {
    name: '地方特产',
    icon: '特产 Local',
    products: [
      { kind: 'goods', title: '武夷山大红袍 250g', subtitle: '岩茶核心产区，礼盒装', description: '产自武夷山景区周边茶园，传统炭焙工艺，附冲泡说明。', priceFen: 16_800, stock: 40, pictures: ['大红袍 Tea', '礼盒 Gift box'] },
      { kind: 'goods', title: '福鼎白茶饼 357g', subtitle: '三年陈寿眉', description: '福鼎高山茶园，自然晾晒，可长期存放。', priceFen: 12_800, stock: 25, pictures: ['白茶饼 White tea'] },
      { kind: 'goods', title: '连城红心地瓜干', subtitle: '6袋装，开车路上的零食', description: '连城红心地瓜蒸晒而成，无添加糖。', priceFen: 3_990, stock: 120, pictures: ['地瓜干 Snack'] },
      { kind: 'goods', title: '永春老醋 500ml×2', subtitle: '中国四大名醋之一', description: '红曲陈酿，酸中带甘。', priceFen: 4_500, stock: 0, pictures: ['老醋 Vinegar'] },
    ],
  },
  {
    name: '出行装备',
    icon: '装备 Gear',
    products: [
      { kind: 'goods', title: '车载冷暖箱 22L', subtitle: '12V/220V 双用', description: '夏天冷藏、冬天保温，长途司机常备。', priceFen: 29_900, stock: 15, pictures: ['冷暖箱 Cooler'] },
      { kind: 'goods', title: '应急启动电源', subtitle: '12V 车辆通用，可充手机', description: '亏电一键搭火，附送收纳包。', priceFen: 25_900, stock: 30, pictures: ['启动电源 Jump starter'] },
      { kind: 'goods', title: '三角警示牌（反光）', subtitle: '国标款，折叠收纳', description: '高速临停必备，符合 GB 19151。', priceFen: 3_500, stock: 200, pictures: ['警示牌 Warning sign'] },
      { kind: 'goods', title: '护颈靠枕', subtitle: '记忆棉，长途驾驶减轻疲劳', description: '可调节绑带，适配大多数座椅。', priceFen: 6_900, stock: 60, pictures: ['靠枕 Pillow'] },
    ],
  },
  {
    name: '自驾游',
    icon: '自驾 Road trip',
    products: [
      {
        kind: 'selfDrive',
        title: '闽西土楼两日自驾',
        subtitle: '永定土楼 · 南靖云水谣',
        description: '沿长深高速前往永定，入住土楼客栈。费用含住宿一晚、景区门票与领队服务，不含油费和过路费。',
        priceFen: 69_900,
        pictures: ['土楼 Tulou', '云水谣 Yunshuiyao'],
        itinerary: [
          { title: '第一天 福州—永定土楼', text: '早上8点福州集合，沈海高速转长深高速，中午抵达永定，下午游览振成楼、承启楼，晚宿土楼客栈。' },
          { title: '第二天 云水谣—福州', text: '早餐后前往南靖云水谣古镇，午餐后返程，傍晚抵达福州。' },
        ],
        departures: [
          { inDays: 5, seats: 12, priceFen: 69_900 },
          { inDays: 12, seats: 12, priceFen: 69_900 },
          { inDays: 19, seats: 8, priceFen: 59_900 },
        ],
      },
      {
        kind: 'selfDrive',
        title: '武夷山三日自驾',
        subtitle: '九曲溪竹筏 · 天游峰',
        description: '京台高速直达武夷山。费用含两晚住宿、竹筏票与景区门票。',
        priceFen: 129_900,
        pictures: ['武夷山 Wuyi'],
        itinerary: [
          { title: '第一天 福州—武夷山', text: '上午出发，京台高速约4小时，下午游览武夷宫、宋街。' },
          { title: '第二天 九曲溪 · 天游峰', text: '上午乘竹筏游九曲溪，下午登天游峰。' },
          { title: '第三天 大红袍景区—返程', text: '上午参观大红袍母树，午餐后返程。' },
        ],
        departures: [
          { inDays: 8, seats: 10, priceFen: 129_900 },
          { inDays: 22, seats: 10, priceFen: 119_900 },
        ],
      },
    ],
  },
  {
    name: '一码通年卡',
    icon: '年卡 Pass',
    products: [
      {
        kind: 'annualPass',
        title: '高速一码通年卡',
        subtitle: '一年内合作景区免票、服务区消费9折',
        description: '持卡人凭年卡二维码在合作景区免门票入园，在沿线服务区餐饮、超市享9折。购买后绑定持卡人（姓名、身份证、照片），有效期一年。',
        priceFen: 36_500,
        stock: 500,
        pictures: ['一码通 Annual pass'],
      },
    ],
  },
];

registerDemoSeed('demo-brigade', async (tx: Tx, context: SeedContext) => {
  const operator = await findUserByMobile(tx, DEMO_OPERATOR.mobile);
  if (!operator) throw new Error('the demo operator is missing: demo-operator must run first');
  const now = nowDate();
  let minute = 0;
  // Each category's first product is made last (newest), so lists, newest first, show them as written here.
  for (const [sort, group] of CATALOGUE.entries()) {
    const category = await insertCategory(tx, { name: group.name, sort, iconFileId: await insertDemoPhoto(tx, context, operator.id, group.icon), createdAt: now, updatedAt: now });
    for (const item of [...group.products].reverse()) {
      const at = new Date(now.getTime() - (100 - (minute += 1)) * 60_000);
      const product = await insertProduct(tx, {
        kind: item.kind,
        categoryId: category.id,
        title: item.title,
        subtitle: item.subtitle,
        description: item.description,
        price: item.priceFen,
        status: 'onSale',
        stock: item.kind === 'selfDrive' ? null : (item.stock ?? 0),
        itinerary: item.itinerary ?? [],
        createdBy: operator.id,
        createdAt: at,
        updatedAt: at,
      });
      const pictures: string[] = [];
      for (const caption of item.pictures) pictures.push(await insertDemoPhoto(tx, context, operator.id, caption));
      await setPictures(tx, product.id, pictures);
      for (const departure of item.departures ?? []) {
        await insertDeparture(tx, {
          productId: product.id,
          date: chinaToday(now.getTime() + departure.inDays * 86_400_000),
          price: departure.priceFen,
          seatsTotal: departure.seats,
          seatsLeft: departure.seats,
          createdAt: at,
        });
      }
    }
  }
});
