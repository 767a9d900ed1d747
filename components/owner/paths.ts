/** The cargo-owner screens, for links between them and from the certification cards. */
export const APPLY_FOR_RELEASE_PATH = '/pages/applyForRelease/applyForRelease';
export const PERSONAL_OWNER_APPLY_PATH = '/pages/personOwnerApply/personOwnerApply';
export const PERSONAL_OWNER_STATUS_PATH = '/pages/indiOwnerStatus/indiOwnerStatus';
export const ENTERPRISE_APPLY_PATH = '/pages/enterPriseOwnerApply/enterPriseOwnerApply';
export const ENTERPRISE_CONTACT_PATH = '/pages/enterPriseInfoSupply/enterPriseInfoSupply';
export const ENTERPRISE_LIST_PATH = '/pages/enterPriseList/enterPriseList';
export const ENTERPRISE_STATUS_PATH = '/pages/enterOwnerCert/enterOwnerCert';
export const CARGO_OWNER_OVERVIEW_PATH = '/pages/cargoOwnerCertification/cargoOwnerCertification';
