/** The activity screens (issue 16), for links between them and from the bazaar's banner strip. */
/** Activities: banners and the list. */
export const ACTIVITY_HOME_PATH = '/pages/activityHome/activityHome';
/** Activities by `?typeCode=` and `?releaseStatus=`. */
export const ACTIVITY_LIST_PATH = '/pages/activityList/activityList';
/** Registration for an event (`?id=` of the activity). */
export const EVENT_REGIST_PATH = '/pages/eventRegist/eventRegist';
/** An activity's clock-in QR (`?id=`), shown at the toll station; a driver's scan of it lands here with `&token=`. */
export const ACTIVITY_QR_CODE_PATH = '/pages/activityQRcode/activityQRcode';
