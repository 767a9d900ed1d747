import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import * as paths from './paths';

const loadScreen = screenLoader('enterprise', 'owner', 'ops', 'identity', 'merchant');

/** Enterprise home, details, staff and applications; the "enterprise" chunk. */
export const enterpriseRoutes: ScreenRoute[] = [
  { path: paths.BUSINESS_OWNER_PATH, titleKey: 'enterprise.home.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './BusinessOwnerScreen')) },
  { path: paths.BUSINESS_INFO_PATH, titleKey: 'enterprise.businessInfo.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './BusinessInfoScreen')) },
  { path: paths.BUSINESS_MANAGE_PATH, titleKey: 'enterprise.console.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './BusinessManageScreen')) },
  { path: paths.COMPANY_MANAGE_PATH, titleKey: 'enterprise.switch.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './CompanyManageScreen')) },
  { path: paths.SHOP_MANAGE_PATH, titleKey: 'enterprise.premises.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './ShopManageScreen')) },
  { path: paths.PERSON_MANAGE_PATH, titleKey: 'enterprise.staff.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './PersonManageScreen')) },
  { path: paths.PERSON_MANAGE_EDIT_PATH, titleKey: 'enterprise.staffEdit.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './PersonManageEditScreen')) },
  { path: paths.PERSON_MANAGE_ADD_PATH, titleKey: 'enterprise.staffAdd.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './PersonManageAddScreen')) },
  { path: paths.ENTERPRISE_AUTHENTICATION_PATH, titleKey: 'enterprise.apply.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './EnterpriseAuthenticationScreen')) },
  { path: paths.ENTERPRISE_INFO_PATH, titleKey: 'enterprise.member.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './EnterpriseInfoScreen')) },
  { path: paths.ENTER_TYPE_APPLI_PATH, titleKey: 'enterprise.type.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './EnterTypeAppliScreen')) },
  { path: paths.CARRIER_IDENTITY_PATH, titleKey: 'enterprise.carrier.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './CarrierIdentityScreen')) },
  { path: paths.APPLY_CARRIER_PATH, titleKey: 'enterprise.applyCarrier.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "enterprise" */ './ApplyCarrierScreen')) },
];
