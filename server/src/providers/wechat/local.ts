import { randomBytes } from 'node:crypto';
import type { WechatProvider } from './wechat.provider';

/** The real platform's ticket lifetime. */
const TICKET_LIFETIME_MS = 7200 * 1000;

/**
 * Local simulator of the official-account platform: a fixed development app id and a random
 * jsapi_ticket that, like the real one, is replaced after 7200 s. Signatures made with it are
 * computed exactly as for the real platform, so the client's wx.config flow runs unchanged.
 */
export class LocalWechatProvider implements WechatProvider {
  readonly appId = 'wx-local-development';
  private ticket: { value: string; expiresAt: number } | null = null;

  constructor(private readonly clock: () => number = Date.now) {}

  async jsapiTicket(): Promise<string> {
    const now = this.clock();
    if (!this.ticket || this.ticket.expiresAt <= now) {
      this.ticket = { value: randomBytes(32).toString('base64url'), expiresAt: now + TICKET_LIFETIME_MS };
    }
    return this.ticket.value;
  }
}
