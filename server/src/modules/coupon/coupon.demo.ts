import { asc } from 'drizzle-orm';
import { DEFAULT_BANNER_GROUP } from '../../config';
import { registerDemoSeed } from '../../db/demo';
import type { SeedContext } from '../../db/seeding';
import type { Tx } from '../../db/types';
import { nowDate } from '../clock';
import { stations } from '../goods/goods.table';
import { DEMO_OPERATOR } from '../identity/identity.demo';
import { insertDemoPhoto } from '../identity/identity.demo-files';
import { newQrToken } from '../activity/activity.service';
import { activities } from '../activity/activity.table';
import { queueForReview } from '../merchant/merchant.review';
import { DEMO_USERS } from '../user/user.demo';
import { findOrCreateUser, findUserByMobile, setCurrentIdentity } from '../user/user.repository';
import { insertApprovedMerchant, insertStaffMember } from './coupon.merchants';
import { insertBatch } from './coupon.repository';
import { claimInTransaction } from './coupon.service';

/**
 * The coupon demo (docs/demo.md, docs/coupons.md): a service-area shop at the first Fujian toll
 * station, run by 13800000021 (administrator) with 13800000022 (waiter); a live batch the demo
 * driver has claimed one of, a batch waiting for the demo operator's review; and the platform's
 * activities: a clock-in at the station that hands out a platform-funded coupon of the shop, an
 * event to register for, and an upcoming promotion. Runs after demo-operator and demo-users.
 */
export const DEMO_MERCHANT_ADMIN = { mobile: '13800000021', nickname: '演示商户店长' } as const;
export const DEMO_WAITER = { mobile: '13800000022', nickname: '演示店员' } as const;
const DAY = 86_400_000;

/** A flat banner image (inline SVG, nothing to deploy) in the activity's colour. */
const banner = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><rect width="750" height="300" fill="${colour}"/><circle cx="640" cy="60" r="120" fill="#ffffff" fill-opacity="0.15"/></svg>`)}`;

async function demoUser(tx: Tx, person: { mobile: string; nickname: string }) {
  return (await findOrCreateUser(tx, { ...person, recommenderId: null, createdAt: nowDate(), isDemo: true })).user;
}

registerDemoSeed('demo-coupons', async (tx, context: SeedContext) => {
  const at = nowDate();
  const [station] = await tx.select().from(stations).orderBy(asc(stations.id)).limit(1);
  const operator = await findUserByMobile(tx, DEMO_OPERATOR.mobile);
  const driver = await findUserByMobile(tx, DEMO_USERS.find((demo) => demo.identities.includes('driver'))!.mobile);
  if (!operator || !driver) throw new Error('the demo operator and driver are missing: demo-operator and demo-users must run first');

  const admin = await demoUser(tx, DEMO_MERCHANT_ADMIN);
  const licenceFileId = await insertDemoPhoto(tx, context, admin.id, '营业执照 Licence');
  const merchantId = await insertApprovedMerchant(tx, admin.id, { name: '福州服务区便利店', stationId: station?.id ?? null, licenceFileId });
  await setCurrentIdentity(tx, admin.id, 'merchantAdmin');
  const waiter = await demoUser(tx, DEMO_WAITER);
  await insertStaffMember(tx, merchantId, waiter.id, 'waiter', '小陈', DEMO_WAITER.mobile);
  await setCurrentIdentity(tx, waiter.id, 'waiter');

  const common = { merchantId, kind: 'cash' as const, validityType: 'afterClaim' as const, description: '', createdAt: at };
  const live = await insertBatch(tx, {
    ...common, name: '满30减5', faceValueFen: 500, thresholdFen: 3000, validDays: 30, totalStock: 200, perUserLimit: 2,
    fundedBy: 'merchant', status: 'approved', createdBy: admin.id, reviewedBy: operator.id, reviewedAt: at,
  });
  await insertBatch(tx, {
    ...common, name: '满100减20', faceValueFen: 2000, thresholdFen: 10_000, validDays: 15, totalStock: 50, perUserLimit: 1,
    fundedBy: 'merchant', status: 'pending', createdBy: admin.id, certificationId: await queueForReview(tx, 'couponBatch', null, admin.id),
  });
  const platform = await insertBatch(tx, {
    ...common, name: '收费站打卡券', faceValueFen: 1000, thresholdFen: 0, validDays: 14, totalStock: 500, perUserLimit: 1,
    fundedBy: 'platform', status: 'approved', createdBy: operator.id, reviewedBy: operator.id, reviewedAt: at,
  });
  await claimInTransaction(tx, driver.id, live.id);

  const activity = { summary: '', content: '', capacity: null, stationId: null, couponBatchId: null, createdBy: operator.id, createdAt: at, updatedAt: at };
  await tx.insert(activities).values([
    {
      ...activity, typeCode: 'clockIn', title: '福州收费站打卡领券', summary: '经过福州收费站扫码打卡，领10元服务区券',
      content: '在收费站扫描活动二维码打卡，每人可领一张10元无门槛券，在福州服务区便利店使用。', coverUrl: banner('#1565c0'), bannerGroup: DEFAULT_BANNER_GROUP,
      startAt: new Date(at.getTime() - DAY), endAt: new Date(at.getTime() + 30 * DAY), stationId: station?.id ?? null, couponBatchId: platform.id, qrToken: newQrToken(),
    },
    {
      ...activity, typeCode: 'event', title: '卡友节线下联谊', summary: '服务区卡友见面会，名额200人', content: '报名填写姓名、手机号和车牌，现场有免费体检和礼品。',
      coverUrl: banner('#2e7d32'), bannerGroup: DEFAULT_BANNER_GROUP, startAt: new Date(at.getTime() - DAY), endAt: new Date(at.getTime() + 20 * DAY), capacity: 200, qrToken: newQrToken(),
    },
    {
      ...activity, typeCode: 'promotion', title: '冬季加油优惠', summary: '下周起合作加油站满500减20', content: '活动期间在合作加油站加油满500元立减20元。',
      coverUrl: banner('#ef6c00'), bannerGroup: null, startAt: new Date(at.getTime() + 7 * DAY), endAt: new Date(at.getTime() + 37 * DAY), qrToken: newQrToken(),
    },
  ]);
});
