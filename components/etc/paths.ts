/** The ETC application screens (issue 17), for links between them and from other domains. */
/** ETC home: my cards, this month's tolls, the application in progress, 办理ETC. */
export const ETC_MAIN_PATH = '/pages/etcMainPage/etcMainPage';
/** What applying needs and how it goes, before starting. */
export const ETC_HANDLE_INTRO_PATH = '/pages/etcHandleIntro/etcHandleIntro';
/** The application form: each part (vehicle, method, bank, contract, address) with its state. */
export const ETC_HANDLING_PATH = '/pages/etcHandling/etcHandling';
/** Mailed to me, or picked up at a toll-station outlet. */
export const SEL_HANDLE_METHOD_PATH = '/pages/selHandleMethod/selHandleMethod';
/** The bank (channel) that withholds the tolls. */
export const SEL_HANDLE_BANK_PATH = '/pages/selHandleBank/selHandleBank';
/** The truck the card is for: a certified vehicle of the applicant, or typed with the licence photo. */
export const ADD_ETC_VEHICLE_PATH = '/pages/addETCVehicle/addETCVehicle';
/** Withholding contract, step 1: the verified bank card. */
export const SIGNING1_PATH = '/pages/signing1/signing1';
/** Withholding contract, step 2: the bank's SMS code. */
export const SIGNING2_PATH = '/pages/signing2/signing2';
/** Withholding contract, step 3: the agreement. */
export const SIGNING3_PATH = '/pages/signing3/signing3';
/** The mailing address. */
export const SET_ADDRESS_PATH = '/pages/setAddress/setAddress';
/** Everything once more before sending. */
export const ETC_CONFIRM_PATH = '/pages/etcConfirm/etcConfirm';
/** Sent: what happens next (`?orderId=`). */
export const ETC_FINISH_PATH = '/pages/etcFinish/etcFinish';
/** The application's timeline (`?orderId=`): reviewed, issued, shipped, activated, or rejected with the fix. */
export const HANDLING_PROGRESS_PATH = '/pages/handlingProgressQuery/handlingProgressQuery';

// ---- cards and bills (helper D) ----
/** The caller's ETC cards: state, activate, bills, unbind; bind an existing card. */
export const MY_ETC_CARDS_PATH = '/pages/myETCCards/myETCCards';
/** Bind an existing card by card number + plate (`?ticket=` from safetyVerification). */
export const BIND_ETC_CARD_PATH = '/pages/bindETCCard/bindETCCard';
/** Pick one of the caller's cards (`?next=<path>`; the pick goes back there as `cardId`). */
export const SEL_ETC_CARD_PATH = '/pages/selETCCard/selETCCard';
/** The SMS check before a sensitive change (`?purpose=bind|unbind&cardId=`): answers a short-lived ticket. */
export const SAFETY_VERIFICATION_PATH = '/pages/safetyVerification/safetyVerification';
/** Read the card in the OBU over Bluetooth (the shell) and activate it (`?cardId=`); typed numbers in a browser. */
export const READ_CARD_BY_BLUETOOTH_PATH = '/pages/readCardByBlueTooth/readCardByBlueTooth';
/** Read the card with an outlet's card-reader device (`?cardId=`); typed numbers in a browser. */
export const READ_CARD_BY_XLB_PATH = '/pages/readCardByXLB/readCardByXLB';
/** Tolls by month with totals (`?cardId=&month=YYYY-MM`). */
export const ETC_BILL_PATH = '/pages/etcBill/etcBill';
/** One toll (`?id=`): entry → exit, times, distance, class, amount, waybill, route on the map. */
export const ETC_BILL_DETAIL_PATH = '/pages/etcBillDetail/etcBillDetail';

