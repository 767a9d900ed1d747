import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { registerAppRoutes } from './app/app.routes';
import { registerIdentityRoutes } from './identity/identity.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerUserRoutes } from './user/user.routes';
import { registerOwnerRoutes } from './owner/owner.routes';
import { registerVehicleRoutes } from './vehicle/vehicle.routes';
import { registerDriverRoutes } from './driver/driver.routes';
import { registerEnterpriseRoutes } from './enterprise/enterprise.routes';
import { registerFleetRoutes } from './fleet/fleet.routes';
import { registerGoodsRoutes } from './goods/goods.routes';
import { forgetMarketAfterWrites } from './goods/goods.market-cache';
import { registerWaybillRoutes } from './waybill/waybill.routes';
import { registerTrackingRoutes } from './tracking/tracking.routes';
import { registerMoneyRoutes } from './money/money.routes';
import { registerMerchantRoutes } from './merchant/merchant.routes';
import { registerCouponRoutes } from './coupon/coupon.routes';
import { registerActivityRoutes } from './activity/activity.routes';
import { registerEtcRoutes } from './etc/etc.routes';
import { registerPointsRoutes } from './points/points.routes';
import { registerMileageRoutes } from './mileage/mileage.routes';
import { registerCircleRoutes } from './circle/circle.routes';
import { registerContentRoutes } from './content/content.routes';
import { registerBrigadeRoutes } from './brigade/brigade.routes';
// Seeds register themselves on import; main.ts runs them (reference data always, demo data on demand).
import './app/app.seed';
import './user/user.demo';
import './identity/dict.seed';
import './identity/identity.demo';
import './goods/goods.demo';
import './money/money.demo';
import './fleet/fleet.demo';
import './waybill/waybill.station-demo';
import './coupon/coupon.demo';
import './content/content.seed';
import './content/content.demo';
import './circle/circle.demo';
import './brigade/brigade.demo';

/** Mounts every module's calls. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Before any route: every module's writes (a grab, an identity change) may change the market.
  forgetMarketAfterWrites(app);
  registerAuthRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerAppRoutes(app, deps);
  registerIdentityRoutes(app, deps);
  registerOwnerRoutes(app, deps);
  registerVehicleRoutes(app, deps);
  registerDriverRoutes(app, deps);
  registerEnterpriseRoutes(app, deps);
  registerFleetRoutes(app, deps);
  registerGoodsRoutes(app, deps);
  registerWaybillRoutes(app, deps);
  registerTrackingRoutes(app, deps);
  registerMoneyRoutes(app, deps);
  registerMerchantRoutes(app, deps);
  registerCouponRoutes(app, deps);
  registerActivityRoutes(app, deps);
  registerEtcRoutes(app, deps);
  registerPointsRoutes(app, deps);
  registerMileageRoutes(app, deps);
  await registerCircleRoutes(app, deps);
  registerContentRoutes(app, deps);
  registerBrigadeRoutes(app, deps);
}
