/** The enterprise-vehicle screens, for links between them and from other domains. */
export const ADD_BUSINESS_VEHICLE_PATH = '/pages/addbusinessVehicle/addbusinessVehicle';
export const BUSINESS_VEHICLES_PATH = '/pages/businessOwnerManageVehicle/businessOwnerManageVehicle';
export const BUSINESS_TRUCKS_PATH = '/pages/businessOwnerManageTruck/businessOwnerManageTruck';
export const BUSINESS_VEHICLE_DETAIL_PATH = '/pages/businessOwnerVehicleDetail/businessOwnerVehicleDetail';
export const BUSINESS_VEHICLE_DRIVERS_PATH = '/pages/businessOwnerVehicleDetail/editDriver';
export const BUSINESS_VEHICLE_MOBILE_PATH = '/pages/businessOwnerVehicleDetail/editMobile';
export const DISTRIBUTION_VEHICLE_PATH = '/pages/distributionVehicle/distributionVehicle';
export const ASSIGN_VEHICLE_PATH = '/pages/assignVehicle/assignVehicle';
export const ASSIGN_PERSON_VEHICLE_PATH = '/pages/assignPersonVehicle/assignPersonVehicle';
export const VEHICLE_AUTHORIZATION_PATH = '/pages/vehicleAuthorization/vehicleAuthorization';
export const AUTHORIZED_VEHICLE_PATH = '/pages/authorizedVehicle/authorizedVehicle';
export const SPARE_CAPACITY_PATH = '/pages/spareCapacity/spareCapacity';
export const EDIT_SPARE_CAPACITY_PATH = '/pages/editSparecapacity/editSparecapacity';
export const TEMPORARY_VEHICLES_PATH = '/pages/manageTemporaryVehicle/manageTemporaryVehicle';
export const EDIT_TEMPORARY_VEHICLE_PATH = '/pages/temporaryVehicles/temporaryVehicles';
export const SHARED_INVENTORY_PATH = '/pages/thirdPartySharedInventory/thirdPartySharedInventory';
