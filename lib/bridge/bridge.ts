import { z } from 'zod';
import { APP_VERSION, APP_VERSION_CODE } from '../constants';
import { logisticsTokenAtom, touristAtom, userTokenAtom } from '../state/atoms';
import { appStore } from '../state/store';
import {
  browserPosition,
  currentRoute,
  goTo,
  LOGIN_ROUTE,
  MAIN_ROUTE,
  openLink,
  shareInBrowser,
  type ShareContent,
} from './browser';
import { BridgeError } from './errors';
import { scanQrWithCamera } from './scan';
import { callShell, isInShell } from './transport';

/*
 * The native-host bridge (spec §7 "Native-host bridge commands"). Each command checks its
 * arguments (the spec's "... is not found" messages), then goes to the shell when the page runs
 * inside it (PROTOCOL.md) and to a browser fallback otherwise. Every reply is checked with the
 * command's schema: the shell is outside input.
 */

/** Coordinates may come from native code as numbers or numeric text. */
const Coordinate = z.union([z.number(), z.string().trim().min(1).transform(Number)]).pipe(z.number());

/**
 * The host's session. `sessionAt` (ms since the epoch) is when the host's session last changed; the
 * page takes the answer only when it is newer than its own session (PROTOCOL.md, "Whose session").
 */
export const TokenReply = z.object({
  token: z.string(),
  logistics: z.string(),
  isTourist: z.boolean(),
  sessionAt: z.number().nonnegative().optional(),
});
export type TokenReply = z.output<typeof TokenReply>;
export const PositionReply = z.object({ latitude: Coordinate, longitude: Coordinate, city: z.string().optional() });
export type PositionReply = z.output<typeof PositionReply>;
/** A place picked on the map (spec §3 "chosen area"). */
export const ChosenArea = z.object({
  name: z.string(),
  address: z.string(),
  lng: Coordinate,
  lat: Coordinate,
  adCode: z.string(),
});
export type ChosenArea = z.output<typeof ChosenArea>;
export const ChosenCity = z.object({ city: z.string(), adCode: z.string().optional() });
export type ChosenCity = z.output<typeof ChosenCity>;
export const AppVersionReply = z.object({ versionName: z.string(), versionCode: z.number().int() });
export type AppVersionReply = z.output<typeof AppVersionReply>;
export const PlateAndPhone = z.object({ carNumber: z.string(), phone: z.string() });
export const ScanReply = z.object({ result: z.string() });
export const PayReply = z.object({ status: z.enum(['success', 'cancel', 'fail']) });
/** An ETC card and its OBU as the shell read them (readEtcCard): the numbers printed on them. */
export const EtcCardRead = z.object({ cardNo: z.string().trim().min(1), obuNo: z.string().trim().min(1) });
export type EtcCardRead = z.output<typeof EtcCardRead>;
/** The host app's own user record; its fields belong to the host, so they pass through unchecked. */
export const HostUserInfo = z.record(z.string(), z.unknown());
/** Commands that only act answer nothing useful; whatever they send is ignored. */
const Done = z.unknown().transform((): void => undefined);

/** Where a navigate* command leads (spec §7: url, navigationBar, navigationBarTitle, data). */
export interface NavigateTarget {
  url: string;
  navigationBar?: boolean;
  navigationBarTitle?: string;
  data?: unknown;
}
/** The waybill a location upload or a route display is about (spec §3 "waybill tracking", "route display"). */
export interface WaybillTrack {
  waybillId?: string | number;
  carNumber?: string;
  sourceOfGoodsId?: string | number;
}
export interface RouteDisplay extends WaybillTrack {
  isEnd: 0 | 1;
}
/** A merchant or coupon screen of the host app (spec §3 "coupon actions"). */
export interface CouponAction {
  id?: string | number;
  merchantId?: string | number;
  couponId?: string | number;
  showCreateButton?: boolean;
}
/** Which reader the shell uses for readEtcCard: the OBU over Bluetooth, or an outlet's card-reader device. */
export interface EtcReadRequest {
  reader: 'bluetooth' | 'outlet';
}
export interface NavigationTarget {
  lat: number;
  lng: number;
  name: string;
}
export interface UpgradeOffer {
  versionName: string;
  versionCode: number;
  downloadUrl: string;
  notes?: string;
  force: boolean;
}
export interface DownloadRequest {
  url: string;
  fileName?: string;
}
export type { ShareContent };
/** A session made on the page (an SMS sign-in inside the shell), handed to the host with `login`. */
export interface HandedSession {
  userToken: string;
  userRefreshToken: string;
  logisticsToken: string;
  logisticsRefreshToken: string;
  /** When it was made (ms since the epoch); the host answers it back as getToken's `sessionAt`. */
  sessionAt: number;
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** Throws the spec's message for the first missing argument. */
function requireArgs(command: string, checks: Array<[value: unknown, key: string]>): void {
  for (const [value, key] of checks) {
    if (isMissing(value)) throw new BridgeError(command, key);
  }
}

/** Both identifiers of a waybill are needed; the message says which are missing. */
function requireWaybill(command: string, track: WaybillTrack | undefined): void {
  const noWaybill = isMissing(track?.waybillId);
  const noCar = isMissing(track?.carNumber);
  if (noWaybill && noCar) throw new BridgeError(command, 'bridge.waybillIdOrCarNumberMissing');
  if (noWaybill) throw new BridgeError(command, 'bridge.waybillIdMissing');
  if (noCar) throw new BridgeError(command, 'bridge.carNumberMissing');
}

const asTarget = (target: string | NavigateTarget | undefined): NavigateTarget | undefined =>
  typeof target === 'string' ? { url: target } : target;

/** The default failure outside the app (spec §8). */
const notInApp = (command: string) => async (): Promise<never> => {
  throw new BridgeError(command, 'bridge.notInApp');
};
/** Host-app screens of merchants, coupons and write-offs cannot be opened from a browser. */
const cannotJump = (command: string) => async (): Promise<never> => {
  throw new BridgeError(command, 'bridge.cannotJump');
};

/**
 * One command: `check` validates the arguments (throwing the spec's message), `args` is what goes
 * to the shell, `reply` the schema of its answer, and `browser` what runs outside the shell.
 */
function command<A extends unknown[], S extends z.ZodType>(
  name: string,
  spec: {
    reply: S;
    check?: (...args: A) => void;
    args?: (...args: A) => unknown;
    browser: (...args: A) => Promise<z.output<S>>;
  },
): (...args: A) => Promise<z.output<S>> {
  return async (...args: A) => {
    spec.check?.(...args);
    if (isInShell()) return callShell(name, spec.args ? spec.args(...args) : (args[0] ?? null), spec.reply);
    return spec.browser(...args);
  };
}

/** Each navigate* command in the browser: the hash router, replacing the entry when `replace`. */
const navigation = (name: string, replace: boolean) =>
  command(name, {
    reply: Done,
    check: (target: string | NavigateTarget) => requireArgs(name, [[asTarget(target)?.url, 'bridge.urlMissing']]),
    args: (target) => asTarget(target),
    browser: async (target) => goTo(asTarget(target)!.url, replace),
  });

const waybillTracking = (name: string) =>
  command(name, {
    reply: Done,
    check: (track: WaybillTrack) => requireWaybill(name, track),
    // Continuous location upload needs the app running in the background; a page cannot do it.
    browser: notInApp(name),
  });

const sharing = (name: string) =>
  command(name, {
    reply: Done,
    check: (content: ShareContent) => requireArgs(name, [[content?.url, 'bridge.urlMissing']]),
    browser: shareInBrowser,
  });

const couponScreen = (name: string) =>
  command(name, { reply: Done, browser: cannotJump(name) as (action?: CouponAction) => Promise<void> });

export const bridge = {
  /** Pays order `id` with the messaging app's pay inside the shell. */
  wxPay: command('wxPay', {
    reply: PayReply,
    check: (id: string | number) => requireArgs('wxPay', [[id, 'bridge.sourceIdMissing']]),
    args: (id) => ({ id }),
    browser: notInApp('wxPay'),
  }),
  /** The tokens the page should send: the host's inside the shell, the stored ones in a browser. */
  getToken: command('getToken', {
    reply: TokenReply,
    browser: async () => ({
      token: appStore.get(userTokenAtom) ?? '',
      logistics: appStore.get(logisticsTokenAtom) ?? '',
      isTourist: appStore.get(touristAtom),
    }),
  }),
  getCarPlateNumberPhone: command('getCarPlateNumberPhone', {
    reply: PlateAndPhone,
    browser: notInApp('getCarPlateNumberPhone'),
  }),
  /** Asks the host to refresh its user token; it answers the new tokens like getToken. */
  refreshUserToken: command('refreshUserToken', { reply: TokenReply, browser: notInApp('refreshUserToken') }),
  refreshLogisticsToken: command('refreshLogisticsToken', {
    reply: TokenReply,
    browser: notInApp('refreshLogisticsToken'),
  }),
  getUserInfo: command('getUserInfo', { reply: HostUserInfo, browser: notInApp('getUserInfo') }),
  makePhoneCall: command('makePhoneCall', {
    reply: Done,
    check: (phoneNumber: string) => requireArgs('makePhoneCall', [[phoneNumber, 'bridge.phoneNumberMissing']]),
    args: (phoneNumber) => ({ phoneNumber }),
    browser: async (phoneNumber) => openLink(`tel:${phoneNumber}`),
  }),
  setTitle: command('setTitle', {
    reply: Done,
    check: (title: string) => requireArgs('setTitle', [[title, 'bridge.titleMissing']]),
    args: (title) => ({ title }),
    browser: async (title) => {
      document.title = title;
    },
  }),
  /** The current position; in a browser the geolocation API, given up after 3 s. */
  getLocation: command('getLocation', { reply: PositionReply, browser: browserPosition }),
  /**
   * Without a session: signs in, the host's own sign-in inside the shell, the SMS sign-in screen in
   * a browser (returning here after). With one: hands a session made on the page to the host, which
   * keeps it from then on; a browser holds it already.
   */
  login: command('login', {
    reply: Done,
    args: (session?: HandedSession) => session ?? null,
    browser: async (session?: HandedSession) => {
      if (!session) goTo(`${LOGIN_ROUTE}?redirect=${encodeURIComponent(currentRoute())}`);
    },
  }),
  navigateTo: navigation('navigateTo', false),
  navigateToWithBtn: navigation('navigateToWithBtn', false),
  /** Opens `url` and closes the current screen, so back does not return to it. */
  navigateToFinish: navigation('navigateToFinish', true),
  navigateBack: command('navigateBack', { reply: Done, browser: async () => window.history.back() }),
  navigateToMain: command('navigateToMain', { reply: Done, browser: async () => goTo(MAIN_ROUTE) }),
  /** Starts uploading the truck's position for a waybill (host app only). */
  startLocation: waybillTracking('startLocation'),
  stopLocation: waybillTracking('stopLocation'),
  /** Scans a code and answers its text; in a browser the camera QR scanner. */
  openScan: async (): Promise<string> =>
    isInShell() ? (await callShell('openScan', null, ScanReply)).result : scanQrWithCamera(),
  downloadFile: command('downloadFile', {
    reply: Done,
    check: (file: DownloadRequest) => requireArgs('downloadFile', [[file?.url, 'bridge.urlMissing']]),
    browser: async (file) => openLink(file.url, file.fileName ?? ''),
  }),
  shareCircle: sharing('shareCircle'),
  shareCommon: sharing('shareCommon'),
  /** Asks for location permission "always" (host app only). */
  locationAlways: command('locationAlways', { reply: Done, browser: notInApp('locationAlways') }),
  merchantCouponManagement: couponScreen('merchantCouponManagement'),
  navigateToMerchant: couponScreen('navigateToMerchant'),
  navigateToMerchantDetail: couponScreen('navigateToMerchantDetail'),
  chooseArea: command('chooseArea', { reply: ChosenArea, browser: notInApp('chooseArea') }),
  chooseCity: command('chooseCity', { reply: ChosenCity, browser: notInApp('chooseCity') }),
  /** The waybill's route on the host's map. */
  showRoute: command('showRoute', {
    reply: Done,
    check: (route: RouteDisplay) => requireWaybill('showRoute', route),
    browser: async (): Promise<never> => {
      throw new BridgeError('showRoute', 'bridge.previewInApp');
    },
  }),
  /** The running app's version: the host's inside the shell, this build's in a browser. */
  getAppVersion: command('getAppVersion', {
    reply: AppVersionReply,
    browser: async () => ({ versionName: APP_VERSION, versionCode: APP_VERSION_CODE }),
  }),
  verificationByScanCode: couponScreen('verificationByScanCode'),
  verificationByFillInCode: couponScreen('verificationByFillInCode'),
  showUpgradeDialog: command('showUpgradeDialog', {
    reply: Done,
    check: (offer: UpgradeOffer) => requireArgs('showUpgradeDialog', [[offer?.downloadUrl, 'bridge.urlMissing']]),
    browser: notInApp('showUpgradeDialog') as (offer: UpgradeOffer) => Promise<never>,
  }),
  editCoupon: couponScreen('editCoupon'),
  /**
   * Reads the ETC card in the OBU (Bluetooth) or in an outlet's card reader, answering the numbers
   * it carries; a page cannot reach either device, so a browser is refused (the screens then let
   * the person type the numbers printed on card and OBU).
   */
  readEtcCard: command('readEtcCard', {
    reply: EtcCardRead,
    args: (request: EtcReadRequest) => request,
    browser: notInApp('readEtcCard') as (request: EtcReadRequest) => Promise<never>,
  }),
  /** Turn-by-turn navigation to a place in the host's maps. */
  startNavigation: command('startNavigation', {
    reply: Done,
    browser: notInApp('startNavigation') as (target: NavigationTarget) => Promise<never>,
  }),
};

export type Bridge = typeof bridge;
