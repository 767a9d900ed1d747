import { FREIGHT_ROLES, type ArticleCategory } from '@/lib/contract';
import { registerDemoSeed } from '../../db/demo';
import type { SeedContext } from '../../db/seeding';
import { nowDate } from '../clock';
import { DEMO_OPERATOR } from '../identity/identity.demo';
import { insertDemoPhoto } from '../identity/identity.demo-files';
import { findUserByMobile } from '../user/user.repository';
import { articles } from './content.table';

/**
 * The content demo (docs/demo.md, docs/content.md): articles the demo operator published over the
 * last days, so news, notices (one pinned) and logistics notices have something to show, with
 * unread notices for the demo users. Hotlines need no demo: they are reference data. Runs after
 * demo-operator.
 */
const HOUR = 3_600_000;

interface DemoArticle {
  category: ArticleCategory;
  title: string;
  summary: string;
  paragraphs: string[];
  hoursAgo: number;
  pinned?: boolean;
  cover?: string;
}

const DEMO_ARTICLES: DemoArticle[] = [
  {
    category: 'news', title: '货车ETC通行费优惠说明', summary: '使用ETC的货车通行高速公路享受基本优惠', hoursAgo: 50, cover: 'ETC 优惠',
    paragraphs: ['按照国家政策，货车使用ETC通行高速公路，享受不少于5%的车辆通行费基本优惠。', '各省另有的差异化优惠（分时段、分路段）以当地公布为准，可在“ETC”中查看每笔通行费明细。'],
  },
  {
    category: 'news', title: '冬季雨雪天气行车提示', summary: '降温降雪期间请减速慢行、保持车距', hoursAgo: 20,
    paragraphs: ['近期北方多地有雨雪天气，部分路段可能临时管制。出发前请拨打12122或在“服务热线”中查询路况。', '遇团雾、结冰路段请开启雾灯、减速慢行，切勿紧急制动；车辆故障请在车后150米外设置警示标志。'],
  },
  {
    category: 'notice', title: '平台服务协议更新公告', summary: '新版服务协议自下月1日起生效', hoursAgo: 72, pinned: true,
    paragraphs: ['为更好地保障运费结算安全，平台更新了用户服务协议与隐私政策，主要变化为运费托管与提现规则。', '您可在“我的-设置-用户协议”中查看全文。继续使用即视为同意新版协议。'],
  },
  {
    category: 'notice', title: '系统维护通知', summary: '本周六凌晨2:00-4:00系统维护', hoursAgo: 6,
    paragraphs: ['为提升服务质量，平台将于本周六凌晨2:00至4:00进行系统维护，期间抢单、支付和提现暂停使用。', '维护前已接的运单不受影响，请提前安排。'],
  },
  {
    category: 'logisticsNotice', title: '装卸货请按要求拍照上传', summary: '装货、卸货各需至少一张货物照片', hoursAgo: 30,
    paragraphs: ['自即日起，司机在运单中确认装货、卸货时，需各上传至少一张能看清货物与车牌的照片。', '照片将作为运费结算和异议处理的依据，请勿上传与本运单无关的图片。'],
  },
  {
    category: 'logisticsNotice', title: '危险货物运输资质提醒', summary: '承运危险货物须持有相应道路运输资质', hoursAgo: 3,
    paragraphs: ['承运危险货物的车辆与驾驶员须持有相应的道路危险货物运输资质，发货人须如实填写货物类别。', '平台发现未如实填写的货源将下架处理。'],
  },
];

registerDemoSeed('demo-content', async (tx, context: SeedContext) => {
  const operator = await findUserByMobile(tx, DEMO_OPERATOR.mobile);
  if (!operator) throw new Error('the demo operator is missing: demo-operator must run first');
  const now = nowDate().getTime();
  for (const demo of DEMO_ARTICLES) {
    const at = new Date(now - demo.hoursAgo * HOUR);
    await tx.insert(articles).values({
      category: demo.category,
      title: demo.title,
      summary: demo.summary,
      paragraphs: demo.paragraphs,
      coverFileId: demo.cover ? await insertDemoPhoto(tx, context, operator.id, demo.cover) : null,
      audience: demo.category === 'logisticsNotice' ? [...FREIGHT_ROLES] : [],
      status: 'published',
      pinned: demo.pinned ?? false,
      publishedAt: at,
      createdBy: operator.id,
      updatedBy: operator.id,
      createdAt: at,
      updatedAt: at,
    });
  }
});
