/** The coupon and write-off screens (issue 16), for links between them and from other domains. */
/** The merchant's coupon batches; a driver (or `?mine=1`) sees their card bag here instead (docs/screens.md). */
export const COUPON_LIST_PATH = '/pages/couponList/couponList';
/** One batch for its merchant (`?id=`): stock, claimed, used, stop; `?create=1` is the new-batch form. */
export const COUPON_MANAGE_DETAILS_PATH = '/pages/couponManageDetails/couponManageDetails';
/** A batch as a driver sees it (`?id=`), with 领取. */
export const COUPON_DETAILS_PATH = '/pages/couponDetails/couponDetails';
/** A claimed coupon in the driver's card bag (`?id=`). */
export const CARD_COUPON_DETAILS_PATH = '/pages/cardCouponDetails/cardCouponDetails';
/** The driver shows a coupon at the counter (`?id=`): signed QR and numeric code. */
export const COUPON_USE_PATH = '/pages/couponUse/couponUse';
/** The staff's write-off entry: scan, or type the code. */
export const COUPON_VERIFICATION_PATH = '/pages/couponVerification/couponVerification';
/** The coupon found by a scan or a code (`?code=` or `?qr=`), to confirm the write-off. */
export const COUPON_VERIFICATION_INFO_PATH = '/pages/couponVerificationInfo/couponVerificationInfo';
/** One write-off (`?id=`). */
export const COUPON_VERIFICATION_DETAILS_PATH = '/pages/couponVerificationDetails/couponVerificationDetails';
/** The outcome of a write-off (`?id=`). */
export const WRITE_OFF_RESULTS_PATH = '/pages/writeOffResults/writeOffResults';
/** The merchant's write-offs, filtered by time (consumeUseTimeType) and status (consumeUseStatus). */
export const WRITE_OFF_RECORDS_PATH = '/pages/writeOffRecords/writeOffRecords';
