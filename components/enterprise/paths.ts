/** The enterprise screens, for links between them and from other domains. */
export const BUSINESS_OWNER_PATH = '/pages/businessOwner/businessOwner';
export const BUSINESS_INFO_PATH = '/pages/businessInfo/businessInfo';
export const BUSINESS_MANAGE_PATH = '/pages/businessManage/businessManage';
export const COMPANY_MANAGE_PATH = '/pages/companyManage/companyManage';
export const SHOP_MANAGE_PATH = '/pages/shopManage/shopManage';
export const PERSON_MANAGE_PATH = '/pages/personManage/personManage';
export const PERSON_MANAGE_EDIT_PATH = '/pages/personManageEdit/personManageEdit';
export const PERSON_MANAGE_ADD_PATH = '/pages/personManageAdd/personManageAdd';
export const ENTERPRISE_AUTHENTICATION_PATH = '/pages/enterpriseAuthentication/enterpriseAuthentication';
export const ENTERPRISE_INFO_PATH = '/pages/enterpriseInfo/enterpriseInfo';
export const ENTER_TYPE_APPLI_PATH = '/pages/enterTypeAppli/enterTypeAppli';
export const CARRIER_IDENTITY_PATH = '/pages/cECI/cECI';
export const APPLY_CARRIER_PATH = '/pages/applyCarrier/applyCarrier';

/** Screens other helpers build; entrances show only once they are registered. */
export const ENTERPRISE_VEHICLES_PATH = '/pages/businessOwnerManageVehicle/businessOwnerManageVehicle';
export const DRIVER_MANAGE_PATH = '/pages/driverManage/driverManage';
export const INVITE_DRIVER_PATH = '/pages/inviteDriverJoinCarriers/inviteDriverJoinCarriers';
