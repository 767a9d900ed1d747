import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  ADD_VEHICLES_PATH,
  ADD_VEHICLE_PATH,
  INSPECT_ANNUALLY_PATH,
  MANAGE_TRUCKS_PATH,
  MANAGE_VEHICLES_PATH,
  MY_TRUCKS_PATH,
  MY_VEHICLES_PATH,
  ROAD_TRANSPORT_PATH,
  UPLOAD_VEHICLE_CARD_PATH,
  VEHICLE_AUDIT_RECORD_PATH,
  VEHICLE_CERTIFICATION_PATH,
  VEHICLE_LICENSE_INFO_PATH,
} from './paths';

const loadScreen = screenLoader('vehicle', 'identity');

/** Personal vehicles, their documents and review, and the trucks a driver is given; the "vehicle" chunk. */
export const vehicleRoutes: ScreenRoute[] = [
  { path: MY_VEHICLES_PATH, titleKey: 'vehicle.mine.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "vehicle" */ './MyVehiclesScreen')) },
  { path: ADD_VEHICLES_PATH, titleKey: 'vehicle.add.chooseTitle', auth: true, load: loadScreen(() => import(/* webpackChunkName: "vehicle" */ './AddVehiclesScreen')) },
  { path: ADD_VEHICLE_PATH, titleKey: 'vehicle.add.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "vehicle" */ './AddVehicleScreen')) },
  { path: VEHICLE_LICENSE_INFO_PATH, titleKey: 'vehicle.info.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "vehicle" */ './VehicleLicenseInfoScreen')) },
  { path: UPLOAD_VEHICLE_CARD_PATH, titleKey: 'vehicle.photos.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "vehicle" */ './UploadVehicleCardScreen')) },
  { path: VEHICLE_CERTIFICATION_PATH, titleKey: 'vehicle.cert.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "vehicle" */ './VehicleCertificationScreen')) },
  { path: VEHICLE_AUDIT_RECORD_PATH, titleKey: 'vehicle.audit.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "vehicle" */ './AuditRecordScreen')) },
  { path: ROAD_TRANSPORT_PATH, titleKey: 'vehicle.permit.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "vehicle" */ './RoadTransportScreen')) },
  { path: INSPECT_ANNUALLY_PATH, titleKey: 'vehicle.inspection.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "vehicle" */ './InspectAnnuallyScreen')) },
  { path: MY_TRUCKS_PATH, titleKey: 'vehicle.trucks.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "vehicle" */ './MyTrucksScreen')) },
  { path: MANAGE_TRUCKS_PATH, titleKey: 'vehicle.manageTrucks.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "vehicle" */ './ManageTrucksScreen')) },
  { path: MANAGE_VEHICLES_PATH, titleKey: 'vehicle.manage.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "vehicle" */ './ManageVehiclesScreen')) },
];
