import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Home from '@mui/icons-material/Home';
import LocalShipping from '@mui/icons-material/LocalShipping';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AddBox from '@mui/icons-material/AddBox';
import PostAdd from '@mui/icons-material/PostAdd';
import Receipt from '@mui/icons-material/Receipt';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Groups from '@mui/icons-material/Groups';
import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import Inventory from '@mui/icons-material/Inventory';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import CreditCard from '@mui/icons-material/CreditCard';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Celebration from '@mui/icons-material/Celebration';
import Forum from '@mui/icons-material/Forum';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Stars from '@mui/icons-material/Stars';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Newspaper from '@mui/icons-material/Newspaper';
import Campaign from '@mui/icons-material/Campaign';
import Route from '@mui/icons-material/Route';
import Storefront from '@mui/icons-material/Storefront';
import SwitchAccount from '@mui/icons-material/SwitchAccount';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import SystemUpdate from '@mui/icons-material/SystemUpdate';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { isRegistered } from '@/components/router/routes';

/** One entrance of the feature grid: a screen of spec §2 and how it is shown. */
export interface FeatureEntrance {
  path: string;
  labelKey: string;
  Icon: ComponentType<SvgIconProps>;
}

/**
 * The product's features (spec §1) as entrances to their screens (spec §2). Screens register
 * with their domain's issue; until then an entrance stays hidden (see `registeredEntrances`).
 */
export const FEATURE_ENTRANCES: readonly FeatureEntrance[] = [
  { path: '/pages/appIndex/home', labelKey: 'feature.home', Icon: Home },
  { path: '/pages/appIndex/bazaar', labelKey: 'feature.bazaar', Icon: LocalShipping },
  { path: '/pages/appIndex/mine', labelKey: 'feature.mine', Icon: AccountCircle },
  { path: '/pages/releaseGoods/releaseGoods', labelKey: 'feature.releaseGoods', Icon: AddBox },
  { path: '/pages/applyForRelease/applyForRelease', labelKey: 'feature.applyForRelease', Icon: PostAdd },
  { path: '/pages/myWaybill/myWaybill', labelKey: 'feature.myWaybill', Icon: Receipt },
  { path: '/pages/myVehicles/myVehicles', labelKey: 'feature.myVehicles', Icon: DirectionsCar },
  { path: '/pages/myTrucks/myTrucks', labelKey: 'feature.myTrucks', Icon: DirectionsBus },
  { path: '/pages/driverLicenseInfo/driverLicenseInfo', labelKey: 'feature.driverLicenseInfo', Icon: Badge },
  { path: '/pages/ownfleet/ownfleet', labelKey: 'feature.ownfleet', Icon: Groups },
  { path: '/pages/businessOwner/businessOwner', labelKey: 'feature.businessOwner', Icon: Business },
  { path: '/pages/thirdPartySharedInventory/thirdPartySharedInventory', labelKey: 'feature.sharedCapacity', Icon: Inventory },
  { path: '/pages/myWallet/myWallet', labelKey: 'feature.myWallet', Icon: AccountBalanceWallet },
  { path: '/pages/etcMainPage/etcMainPage', labelKey: 'feature.etcMainPage', Icon: CreditCard },
  { path: '/pages/couponList/couponList', labelKey: 'feature.couponList', Icon: LocalOffer },
  { path: '/pages/activityList/activityList', labelKey: 'feature.activityList', Icon: Celebration },
  { path: '/pages/circle/circle', labelKey: 'feature.circle', Icon: Forum },
  { path: '/pages/invitation/invitation', labelKey: 'feature.invitation', Icon: CardGiftcard },
  { path: '/pages/pointManagement/pointManagement', labelKey: 'feature.pointManagement', Icon: Stars },
  { path: '/pages/hotLine/hotLine', labelKey: 'feature.hotLine', Icon: SupportAgent },
  { path: '/pages/news/news', labelKey: 'feature.news', Icon: Newspaper },
  { path: '/pages/notice/notice', labelKey: 'feature.notice', Icon: Campaign },
  { path: '/pages/tripRecord/tripRecord', labelKey: 'feature.tripRecord', Icon: Route },
  { path: '/pages/brigade/home', labelKey: 'feature.brigade', Icon: Storefront },
  { path: '/pages/selectThe/selectThe', labelKey: 'feature.selectThe', Icon: SwitchAccount },
  { path: '/pages/allAuthen/allAuthen', labelKey: 'feature.allAuthen', Icon: VerifiedUser },
  { path: '/pages/appUpgrade/appUpgrade', labelKey: 'feature.appUpgrade', Icon: SystemUpdate },
  { path: '/pages/newcomer/newcomer', labelKey: 'feature.newcomer', Icon: PersonAdd },
];

/** The entrances whose screens are registered, in the order above. */
export function registeredEntrances(): FeatureEntrance[] {
  return FEATURE_ENTRANCES.filter((entrance) => isRegistered(entrance.path));
}
