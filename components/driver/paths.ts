/** The driver screens, for links between them and from other domains (the qualification overview). */
export const DRIVER_LICENSE_INFO_PATH = '/pages/driverLicenseInfo/driverLicenseInfo';
export const ADD_DRIVER_LICENSE_PATH = '/pages/addDriverLicense/addDriverLicense';
export const UPLOAD_DRIVER_CARD_PATH = '/pages/uploadDriverCard/uploadDriverCard';
export const DRIVER_STATUS_PATH = '/pages/indiDriverStatus/indiDriverStatus';
export const QUALIFICATION_CERTIFICATE_PATH = '/pages/occuRequire/occuRequire';
export const INVITE_DRIVER_PATH = '/pages/inviteDriverJoinCarriers/inviteDriverJoinCarriers';
export const ACCEPT_INVITE_PATH = '/pages/acceptCarriersInvite/acceptCarriersInvite';
export const DRIVER_MANAGE_PATH = '/pages/driverManage/driverManage';
export const DRIVER_MANAGE_DETAILS_PATH = '/pages/driverManageDetails/driverManageDetails';
export const EDIT_DRIVER_PATH = '/pages/editDriver/editDriver';
export const EDIT_MOBILE_PATH = '/pages/editMobile/editMobile';
