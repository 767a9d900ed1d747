import { appIndex } from './screens/appIndex';
import { general } from './screens/general';
import { identity } from './screens/identity';
import { legal } from './screens/legal';
import { ops } from './screens/ops';
import { owner } from './screens/owner';
import { vehicle } from './screens/vehicle';
import { enterpriseVehicle } from './screens/enterpriseVehicle';
import { driver } from './screens/driver';
import { enterprise } from './screens/enterprise';
import { fleet } from './screens/fleet';
import { goods } from './screens/goods';
import { waybill } from './screens/waybill';
import { location } from './screens/location';
import { money } from './screens/money';
import { ui } from './screens/ui';
import { offline } from './screens/offline';
import { kiosk } from './screens/kiosk';

/** Strings of the screens and shared components, one file per area. */
export const screens = {
  'zh-CN': {
    ...ui['zh-CN'],
    ...identity['zh-CN'],
    ...general['zh-CN'],
    ...appIndex['zh-CN'],
    ...legal['zh-CN'],
    ...ops['zh-CN'],
    ...owner['zh-CN'],
    ...vehicle['zh-CN'],
    ...enterpriseVehicle['zh-CN'],
    ...driver['zh-CN'],
    ...enterprise['zh-CN'],
    ...fleet['zh-CN'],
    ...goods['zh-CN'],
    ...waybill['zh-CN'],
    ...location['zh-CN'],
    ...money['zh-CN'],
    ...offline['zh-CN'],
    ...kiosk['zh-CN'],
  } as Record<string, string>,
  en: {
    ...ui.en,
    ...identity.en,
    ...general.en,
    ...appIndex.en,
    ...legal.en,
    ...ops.en,
    ...owner.en,
    ...vehicle.en,
    ...enterpriseVehicle.en,
    ...driver.en,
    ...enterprise.en,
    ...fleet.en,
    ...goods.en,
    ...waybill.en,
    ...location.en,
    ...money.en,
    ...offline.en,
    ...kiosk.en,
  } as Record<string, string>,
};
