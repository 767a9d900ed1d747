/**
 * The messaging app's official-account platform, as far as the JS-SDK needs it: the account's
 * app id and a current jsapi_ticket (the real platform hands one out for 7200 s; callers sign
 * page URLs with it on the server).
 */
export interface WechatProvider {
  readonly appId: string;
  /** A valid jsapi_ticket, fetched again by the provider when the previous one expires. */
  jsapiTicket(): Promise<string>;
}
