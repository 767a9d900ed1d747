import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  ACCEPT_INVITE_PATH,
  ADD_DRIVER_LICENSE_PATH,
  DRIVER_LICENSE_INFO_PATH,
  DRIVER_MANAGE_DETAILS_PATH,
  DRIVER_MANAGE_PATH,
  DRIVER_STATUS_PATH,
  EDIT_DRIVER_PATH,
  EDIT_MOBILE_PATH,
  INVITE_DRIVER_PATH,
  QUALIFICATION_CERTIFICATE_PATH,
  UPLOAD_DRIVER_CARD_PATH,
} from './paths';

const loadScreen = screenLoader('driver', 'identity', 'owner', 'ops');

/** The driver certification and carrier enterprises' drivers; the "driver" chunk. */
export const driverRoutes: ScreenRoute[] = [
  {
    path: DRIVER_LICENSE_INFO_PATH,
    titleKey: 'driver.info.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "driver" */ './DriverLicenseInfoScreen')),
  },
  {
    path: ADD_DRIVER_LICENSE_PATH,
    titleKey: 'driver.apply.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "driver" */ './AddDriverLicenseScreen')),
  },
  {
    path: UPLOAD_DRIVER_CARD_PATH,
    titleKey: 'driver.photos.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "driver" */ './UploadDriverCardScreen')),
  },
  {
    path: DRIVER_STATUS_PATH,
    titleKey: 'driver.status.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "driver" */ './DriverStatusScreen')),
  },
  {
    path: QUALIFICATION_CERTIFICATE_PATH,
    titleKey: 'driver.qualification.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "driver" */ './QualificationScreen')),
  },
  {
    path: INVITE_DRIVER_PATH,
    titleKey: 'driver.invite.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "driver" */ './InviteDriverScreen')),
  },
  {
    path: ACCEPT_INVITE_PATH,
    titleKey: 'driver.accept.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "driver" */ './AcceptInviteScreen')),
  },
  {
    path: DRIVER_MANAGE_PATH,
    titleKey: 'driver.manage.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "driver" */ './DriverManageScreen')),
  },
  {
    path: DRIVER_MANAGE_DETAILS_PATH,
    titleKey: 'driver.details.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "driver" */ './DriverManageDetailsScreen')),
  },
  {
    path: EDIT_DRIVER_PATH,
    titleKey: 'driver.edit.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "driver" */ './EditDriverScreen')),
  },
  {
    path: EDIT_MOBILE_PATH,
    titleKey: 'driver.editMobile.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "driver" */ './EditMobileScreen')),
  },
];
