/** The vehicle screens (personal vehicles and the trucks a driver is given), for links between them. */
export const MY_VEHICLES_PATH = '/pages/myVehicles/myVehicles';
export const ADD_VEHICLES_PATH = '/pages/addVehicles/addVehicles';
export const ADD_VEHICLE_PATH = '/pages/addVehicle/addVehicle';
export const VEHICLE_LICENSE_INFO_PATH = '/pages/vehicleLicenseInfo/vehicleLicenseInfo';
export const UPLOAD_VEHICLE_CARD_PATH = '/pages/uploadVehicleCard/uploadVehicleCard';
export const VEHICLE_CERTIFICATION_PATH = '/pages/vehicleCertification/vehicleCertification';
export const VEHICLE_AUDIT_RECORD_PATH = '/pages/truckOwerAuditRecord/truckOwerAuditRecord';
export const ROAD_TRANSPORT_PATH = '/pages/roadTransport/roadTransport';
export const INSPECT_ANNUALLY_PATH = '/pages/inspectAnnually/inspectAnnually';
export const MY_TRUCKS_PATH = '/pages/myTrucks/myTrucks';
export const MANAGE_TRUCKS_PATH = '/pages/manageTrucks/manageTrucks';
export const MANAGE_VEHICLES_PATH = '/pages/manageVehicles/manageVehicles';
