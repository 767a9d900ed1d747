import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  APPLY_FOR_RELEASE_PATH,
  CARGO_OWNER_OVERVIEW_PATH,
  ENTERPRISE_APPLY_PATH,
  ENTERPRISE_CONTACT_PATH,
  ENTERPRISE_LIST_PATH,
  ENTERPRISE_STATUS_PATH,
  PERSONAL_OWNER_APPLY_PATH,
  PERSONAL_OWNER_STATUS_PATH,
} from './paths';

const loadScreen = screenLoader('owner', 'identity', 'ops');

/** Cargo-owner and enterprise applications and their status; the "owner" chunk. */
export const ownerRoutes: ScreenRoute[] = [
  {
    path: APPLY_FOR_RELEASE_PATH,
    titleKey: 'owner.release.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "owner" */ './ApplyForReleaseScreen')),
  },
  {
    path: PERSONAL_OWNER_APPLY_PATH,
    titleKey: 'owner.personal.applyTitle',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "owner" */ './PersonalOwnerApplyScreen')),
  },
  {
    path: PERSONAL_OWNER_STATUS_PATH,
    titleKey: 'owner.personal.statusTitle',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "owner" */ './PersonalOwnerStatusScreen')),
  },
  {
    path: ENTERPRISE_APPLY_PATH,
    titleKey: 'owner.enterprise.applyTitle',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "owner" */ './EnterpriseApplyScreen')),
  },
  {
    path: ENTERPRISE_CONTACT_PATH,
    titleKey: 'owner.contact.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "owner" */ './EnterpriseContactScreen')),
  },
  {
    path: ENTERPRISE_LIST_PATH,
    titleKey: 'owner.enterprises.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "owner" */ './EnterpriseListScreen')),
  },
  {
    path: ENTERPRISE_STATUS_PATH,
    titleKey: 'owner.enterprise.statusTitle',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "owner" */ './EnterpriseStatusScreen')),
  },
  {
    path: CARGO_OWNER_OVERVIEW_PATH,
    titleKey: 'owner.overview.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "owner" */ './CargoOwnerOverviewScreen')),
  },
];
