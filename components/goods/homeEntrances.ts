import AddBox from '@mui/icons-material/AddBox';
import Inventory from '@mui/icons-material/Inventory';
import LocalShipping from '@mui/icons-material/LocalShipping';
import PostAdd from '@mui/icons-material/PostAdd';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Storefront from '@mui/icons-material/Storefront';
import type { Entrance } from '@/components/router/types';
import { COLLECTING, SHIPPING } from '@/components/router/audiences';
import { OWNER_GOODS_PATH, OWNER_WAYBILLS_PATH, RELEASE_GOODS_PATH, RELEASE_OFFLINE_PATH, STATION_SCAN_DETAIL_PATH, STATION_SOURCE_LIST_PATH } from './paths';

/** The goods screens' entrances: a cargo owner's release and goods; a collector's work at their station. */
export const goodsEntrances: Entrance[] = [
  { path: RELEASE_GOODS_PATH, labelKey: 'feature.releaseGoods', Icon: AddBox, for: SHIPPING, bazaar: 10, mine: 10, needs: 'certification' },
  { path: OWNER_GOODS_PATH, labelKey: 'feature.myGoods', Icon: Inventory, for: SHIPPING, bazaar: 20, mine: 20 },
  { path: OWNER_WAYBILLS_PATH, labelKey: 'feature.shipments', Icon: LocalShipping, for: SHIPPING, bazaar: 30, mine: 30 },
  // The collector's screens open on their own station (useMyStation), so no station is asked for here.
  { path: RELEASE_OFFLINE_PATH, labelKey: 'feature.releaseOffline', Icon: PostAdd, for: COLLECTING, bazaar: 10, mine: 10 },
  { path: STATION_SOURCE_LIST_PATH, labelKey: 'feature.stationGoods', Icon: Storefront, for: COLLECTING, bazaar: 20, mine: 20 },
  { path: STATION_SCAN_DETAIL_PATH, labelKey: 'feature.stationScan', Icon: QrCodeScanner, for: COLLECTING, bazaar: 40, mine: 40 },
];
