import { randomUUID } from 'node:crypto';
import type { SentSms, SmsProvider, SmsTemplate } from './sms.provider';

/** Where the simulator reports a message; the server's logger in practice. */
export interface SmsLog {
  info(obj: object, msg: string): void;
}

export interface LocalSmsOptions {
  /**
   * Write verification codes into the log (development, tests). Off in production: a log is read
   * by more people than the phone's owner, so there a code is never written anywhere.
   */
  logCodes: boolean;
}

/**
 * Local SMS simulator: instead of a gateway it writes each message to the server log and keeps
 * the last one per phone in memory, so a developer (or a test, or the demo) can read the code.
 * Only the development endpoint exposes the kept messages, and never in production.
 */
export class LocalSmsProvider implements SmsProvider {
  private readonly lastByPhone = new Map<string, SentSms>();

  constructor(
    private readonly log: SmsLog,
    private readonly options: LocalSmsOptions,
  ) {}

  async send(phone: string, template: SmsTemplate, params: Record<string, string>): Promise<{ messageId: string }> {
    const message: SentSms = { messageId: randomUUID(), phone, template, params, sentAt: new Date() };
    this.lastByPhone.set(phone, message);
    const messageId = message.messageId;
    if (!this.options.logCodes) {
      this.log.info({ sms: { phone, template, messageId } }, `sms ${template} for ${phone} (not delivered: local simulator)`);
      return { messageId };
    }
    // The code in the message text, so a developer finds it by reading the log.
    const text = template === 'verificationCode' ? `sms code ${params.code} for ${phone}` : `sms ${template} for ${phone}`;
    this.log.info({ sms: { phone, template, params, messageId } }, text);
    return { messageId };
  }

  /** The last message sent to `phone` by this process, if any. */
  lastMessage(phone: string): SentSms | undefined {
    return this.lastByPhone.get(phone);
  }
}
