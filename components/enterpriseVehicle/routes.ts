import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  ADD_BUSINESS_VEHICLE_PATH,
  ASSIGN_PERSON_VEHICLE_PATH,
  ASSIGN_VEHICLE_PATH,
  AUTHORIZED_VEHICLE_PATH,
  BUSINESS_TRUCKS_PATH,
  BUSINESS_VEHICLES_PATH,
  BUSINESS_VEHICLE_DETAIL_PATH,
  BUSINESS_VEHICLE_DRIVERS_PATH,
  BUSINESS_VEHICLE_MOBILE_PATH,
  DISTRIBUTION_VEHICLE_PATH,
  EDIT_SPARE_CAPACITY_PATH,
  EDIT_TEMPORARY_VEHICLE_PATH,
  SHARED_INVENTORY_PATH,
  SPARE_CAPACITY_PATH,
  TEMPORARY_VEHICLES_PATH,
  VEHICLE_AUTHORIZATION_PATH,
} from './paths';

const loadScreen = screenLoader('enterpriseVehicle', 'vehicle', 'identity', 'owner', 'ops');

/**
 * Enterprise vehicles and their drivers, vehicle authorisations, spare capacity and temporary
 * vehicles; the "enterpriseVehicle" chunk. Every screen needs a signed-in user.
 */
export const enterpriseVehicleRoutes: ScreenRoute[] = [
  {
    path: ADD_BUSINESS_VEHICLE_PATH,
    titleKey: 'ev.title.addBusinessVehicle',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './AddBusinessVehicleScreen')),
  },
  {
    path: BUSINESS_VEHICLES_PATH,
    titleKey: 'ev.title.businessVehicles',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './BusinessVehiclesScreen')),
  },
  {
    path: BUSINESS_TRUCKS_PATH,
    titleKey: 'ev.title.businessTrucks',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './BusinessTrucksScreen')),
  },
  {
    path: BUSINESS_VEHICLE_DETAIL_PATH,
    titleKey: 'ev.title.vehicleDetail',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './BusinessVehicleDetailScreen')),
  },
  {
    path: BUSINESS_VEHICLE_DRIVERS_PATH,
    titleKey: 'ev.title.editDriver',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './EditVehicleDriversScreen')),
  },
  {
    path: BUSINESS_VEHICLE_MOBILE_PATH,
    titleKey: 'ev.title.editMobile',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './EditVehicleMobileScreen')),
  },
  {
    path: DISTRIBUTION_VEHICLE_PATH,
    titleKey: 'ev.title.distribution',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './DistributionVehicleScreen')),
  },
  {
    path: ASSIGN_VEHICLE_PATH,
    titleKey: 'ev.title.assignVehicle',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './AssignVehicleScreen')),
  },
  {
    path: ASSIGN_PERSON_VEHICLE_PATH,
    titleKey: 'ev.title.assignPersonVehicle',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './AssignPersonVehicleScreen')),
  },
  {
    path: VEHICLE_AUTHORIZATION_PATH,
    titleKey: 'ev.title.vehicleAuthorization',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './VehicleAuthorizationScreen')),
  },
  {
    path: AUTHORIZED_VEHICLE_PATH,
    titleKey: 'ev.title.authorizedVehicle',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './AuthorizedVehiclesScreen')),
  },
  {
    path: SPARE_CAPACITY_PATH,
    titleKey: 'ev.title.spareCapacity',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './SpareCapacityScreen')),
  },
  {
    path: EDIT_SPARE_CAPACITY_PATH,
    titleKey: 'ev.title.editSpareCapacity',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './EditSpareCapacityScreen')),
  },
  {
    path: TEMPORARY_VEHICLES_PATH,
    titleKey: 'ev.title.temporaryVehicles',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './TemporaryVehiclesScreen')),
  },
  {
    path: EDIT_TEMPORARY_VEHICLE_PATH,
    titleKey: 'ev.title.editTemporaryVehicle',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './EditTemporaryVehicleScreen')),
  },
  {
    path: SHARED_INVENTORY_PATH,
    titleKey: 'ev.title.sharedInventory',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "enterpriseVehicle" */ './SharedInventoryScreen')),
  },
];
