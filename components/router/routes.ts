import { appIndexRoutes } from '@/components/appIndex/routes';
import { authRoutes } from '@/components/auth/routes';
import { generalRoutes } from '@/components/general/routes';
import { identityRoutes } from '@/components/identity/routes';
import { opsRoutes } from '@/components/ops/routes';
import { kioskRoutes } from '@/components/kiosk/routes';
import { ownerRoutes } from '@/components/owner/routes';
import { vehicleRoutes } from '@/components/vehicle/routes';
import { enterpriseVehicleRoutes } from '@/components/enterpriseVehicle/routes';
import { driverRoutes } from '@/components/driver/routes';
import { enterpriseRoutes } from '@/components/enterprise/routes';
import { fleetRoutes } from '@/components/fleet/routes';
import { goodsRoutes } from '@/components/goods/routes';
import { waybillRoutes } from '@/components/waybill/routes';
import { locationRoutes } from '@/components/location/routes';
import { moneyRoutes } from '@/components/money/routes';
import { couponRoutes } from '@/components/coupon/routes';
import { activityRoutes } from '@/components/activity/routes';
import { merchantRoutes } from '@/components/merchant/routes';
import { etcRoutes } from '@/components/etc/routes';
import { circleRoutes } from '@/components/circle/routes';
import { contentRoutes } from '@/components/content/routes';
import { pointsRoutes } from '@/components/points/routes';
import { brigadeRoutes } from '@/components/brigade/routes';
import { oneCodeRoutes } from '@/components/oneCode/routes';
import { createRouteTable } from './routeTable';

/**
 * Every screen of the app. Each domain registers its own screens in `components/<domain>/routes.ts`;
 * a new domain adds its list here.
 */
export const appRoutes = createRouteTable([
  ...generalRoutes, ...appIndexRoutes, ...authRoutes, ...identityRoutes, ...opsRoutes, ...kioskRoutes, ...ownerRoutes,
  ...vehicleRoutes,
  ...enterpriseVehicleRoutes,
  ...driverRoutes,
  ...enterpriseRoutes,
  ...fleetRoutes,
  ...goodsRoutes,
  ...waybillRoutes,
  ...locationRoutes,
  ...moneyRoutes,
  ...couponRoutes,
  ...activityRoutes,
  ...merchantRoutes,
  ...etcRoutes,
  ...circleRoutes,
  ...contentRoutes,
  ...pointsRoutes,
  ...brigadeRoutes,
  ...oneCodeRoutes,
]);

/** True when a screen is registered at `path` (entrances to screens that do not exist yet stay hidden). */
export function isRegistered(path: string): boolean {
  return appRoutes.find(path) !== undefined;
}
