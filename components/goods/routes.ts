import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  DELIVERY_AGREEMENT_PATH,
  OWNER_GOODS_PATH,
  OWNER_SOURCE_DETAIL_PATH,
  OWNER_WAYBILLS_PATH,
  RELEASED_PATH,
  RELEASE_GOODS_PATH,
  RELEASE_OFFLINE_PATH,
  SOURCE_DETAIL_PATH,
  SOURCE_QR_PATH,
  STATION_SCAN_DETAIL_PATH,
  STATION_SOURCE_CHECK_PATH,
  STATION_SOURCE_LIST_PATH,
} from './paths';

// identity: the release form's certification steps (components/identity/CertificationSteps.tsx);
// content: the detail's 收藏 button (components/content/CollectButton.tsx).
const loadScreen = screenLoader('goods', 'kiosk', 'identity', 'content');

/** Goods sources: release, the owner's and the toll collector's views, a driver's detail and grab; the "goods" chunk. */
export const goodsRoutes: ScreenRoute[] = [
  { path: OWNER_GOODS_PATH, titleKey: 'goods.owner.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "goods" */ './OwnerGoodsScreen')) },
  { path: OWNER_WAYBILLS_PATH, titleKey: 'goods.owner2.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "goods" */ './OwnerWaybillsScreen')) },
  { path: RELEASE_GOODS_PATH, titleKey: 'goods.release.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "goods" */ './ReleaseGoodsScreen')) },
  { path: RELEASE_OFFLINE_PATH, titleKey: 'goods.offline.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "goods" */ './ReleaseOfflineScreen')) },
  { path: STATION_SOURCE_LIST_PATH, titleKey: 'goods.stationList.title', load: loadScreen(() => import(/* webpackChunkName: "goods" */ './StationSourceListScreen')) },
  { path: SOURCE_DETAIL_PATH, titleKey: 'goods.detail.title', load: loadScreen(() => import(/* webpackChunkName: "goods" */ './SourceDetailScreen')) },
  { path: OWNER_SOURCE_DETAIL_PATH, titleKey: 'goods.detail2.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "goods" */ './OwnerSourceDetailScreen')) },
  { path: RELEASED_PATH, titleKey: 'goods.released.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "goods" */ './ReleasedScreen')) },
  { path: STATION_SOURCE_CHECK_PATH, titleKey: 'goods.check.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "goods" */ './StationSourceCheckScreen')) },
  { path: DELIVERY_AGREEMENT_PATH, titleKey: 'goods.agreement.title', load: loadScreen(() => import(/* webpackChunkName: "goods" */ './DeliveryAgreementScreen')) },
  { path: SOURCE_QR_PATH, titleKey: 'goods.qr.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "goods" */ './SourceQrCodeScreen')) },
  { path: STATION_SCAN_DETAIL_PATH, titleKey: 'goods.scan.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "goods" */ './StationScanDetailScreen')) },
];
