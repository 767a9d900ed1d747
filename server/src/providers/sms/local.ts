import { randomUUID } from 'node:crypto';
import type { SentSms, SmsProvider, SmsTemplate } from './sms.provider';

/** Where the simulator reports a message; the server's logger in practice. */
export interface SmsLog {
  info(obj: object, msg: string): void;
}

/**
 * Local SMS simulator: instead of a gateway it writes each message to the server log and keeps
 * the last one per phone in memory, so a developer (or a test, or the demo) can read the code.
 * Only the development endpoint exposes the kept messages, and never in production.
 */
export class LocalSmsProvider implements SmsProvider {
  private readonly lastByPhone = new Map<string, SentSms>();

  constructor(private readonly log: SmsLog) {}

  async send(phone: string, template: SmsTemplate, params: Record<string, string>): Promise<{ messageId: string }> {
    const message: SentSms = { messageId: randomUUID(), phone, template, params, sentAt: new Date() };
    this.lastByPhone.set(phone, message);
    // The code in the message text, so a developer finds it by reading the log.
    const text = template === 'verificationCode' ? `sms code ${params.code} for ${phone}` : `sms ${template} for ${phone}`;
    this.log.info({ sms: { phone, template, params, messageId: message.messageId } }, text);
    return { messageId: message.messageId };
  }

  /** The last message sent to `phone` by this process, if any. */
  lastMessage(phone: string): SentSms | undefined {
    return this.lastByPhone.get(phone);
  }
}
