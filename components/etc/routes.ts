import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  ADD_ETC_VEHICLE_PATH,
  ETC_CONFIRM_PATH,
  ETC_FINISH_PATH,
  ETC_HANDLE_INTRO_PATH,
  ETC_HANDLING_PATH,
  ETC_MAIN_PATH,
  HANDLING_PROGRESS_PATH,
  SEL_HANDLE_BANK_PATH,
  SEL_HANDLE_METHOD_PATH,
  SET_ADDRESS_PATH,
  SIGNING1_PATH,
  SIGNING2_PATH,
  SIGNING3_PATH,
  BIND_ETC_CARD_PATH,
  ETC_BILL_DETAIL_PATH,
  ETC_BILL_PATH,
  MY_ETC_CARDS_PATH,
  READ_CARD_BY_BLUETOOTH_PATH,
  READ_CARD_BY_XLB_PATH,
  SAFETY_VERIFICATION_PATH,
  SEL_ETC_CARD_PATH,
} from './paths';

// etcCards: the card and bill screens' strings (the card states on etcMainPage too); waybill and
// goods: the detail blocks (Fact, Section) and times; money: amounts; identity: the real-name link's module.
const loadScreen = screenLoader('etc', 'etcCards', 'waybill', 'money', 'goods', 'identity');

/** ETC toll cards (issue 17): the application, cards and bills; the "etc" chunk. */
export const etcRoutes: ScreenRoute[] = [
  { path: ETC_MAIN_PATH, titleKey: 'etc.main.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './EtcMainPageScreen')) },
  { path: ETC_HANDLE_INTRO_PATH, titleKey: 'etc.intro.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './EtcHandleIntroScreen')) },
  { path: ETC_HANDLING_PATH, titleKey: 'etc.apply.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './EtcHandlingScreen')) },
  { path: ADD_ETC_VEHICLE_PATH, titleKey: 'etc.vehicle.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './AddETCVehicleScreen')) },
  { path: SEL_HANDLE_METHOD_PATH, titleKey: 'etc.method.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './SelHandleMethodScreen')) },
  { path: SEL_HANDLE_BANK_PATH, titleKey: 'etc.bank.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './SelHandleBankScreen')) },
  { path: SIGNING1_PATH, titleKey: 'etc.sign.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './Signing1Screen')) },
  { path: SIGNING2_PATH, titleKey: 'etc.sign.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './Signing2Screen')) },
  { path: SIGNING3_PATH, titleKey: 'etc.sign.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './Signing3Screen')) },
  { path: SET_ADDRESS_PATH, titleKey: 'etc.address.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './SetAddressScreen')) },
  { path: ETC_CONFIRM_PATH, titleKey: 'etc.confirm.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './EtcConfirmScreen')) },
  { path: ETC_FINISH_PATH, titleKey: 'etc.finish.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './EtcFinishScreen')) },
  { path: HANDLING_PROGRESS_PATH, titleKey: 'etc.progress.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './HandlingProgressQueryScreen')) },
  // Cards and bills (helper D).
  { path: MY_ETC_CARDS_PATH, titleKey: 'etc.cards.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './MyETCCardsScreen')) },
  { path: BIND_ETC_CARD_PATH, titleKey: 'etc.bind.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './BindETCCardScreen')) },
  { path: SEL_ETC_CARD_PATH, titleKey: 'etc.select.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './SelETCCardScreen')) },
  { path: SAFETY_VERIFICATION_PATH, titleKey: 'etc.safety.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './SafetyVerificationScreen')) },
  { path: READ_CARD_BY_BLUETOOTH_PATH, titleKey: 'etc.readBt.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './ReadCardByBlueToothScreen')) },
  { path: READ_CARD_BY_XLB_PATH, titleKey: 'etc.readXlb.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './ReadCardByXLBScreen')) },
  { path: ETC_BILL_PATH, titleKey: 'etc.bill.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './EtcBillScreen')) },
  { path: ETC_BILL_DETAIL_PATH, titleKey: 'etc.billDetail.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "etc" */ './EtcBillDetailScreen')) },
];
