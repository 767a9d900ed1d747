/** The native-host bridge (PROTOCOL.md): commands with browser fallbacks, shell detection, the messaging app's SDK. */
export {
  bridge,
  type Bridge,
  type ChosenArea,
  type ChosenCity,
  type CouponAction,
  type DownloadRequest,
  type EtcCardRead,
  type EtcReadRequest,
  type HandedSession,
  type NavigateTarget,
  type NavigationTarget,
  type PositionReply,
  type RouteDisplay,
  type ShareContent,
  type TokenReply,
  type UpgradeOffer,
  type WaybillTrack,
} from './bridge';
export { isInShell, isInWeChat, currentPlatform } from './environment';
export { BridgeError, ShellError } from './errors';
export { scanQrWithCamera, canScanQr } from './scan';
export { initWeChat, setShareCard, WECHAT_SDK_URL, type ShareCard } from './wechat';
export { LOGIN_ROUTE, MAIN_ROUTE } from './browser';
