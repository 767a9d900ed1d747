/**
 * Sending text messages to mobile phones. The real vendor (an SMS gateway with approved templates)
 * and the local simulator implement this; services never talk to a gateway directly.
 */

/** Approved message templates; a gateway only sends text from a registered template. */
export type SmsTemplate = 'verificationCode';

export interface SmsProvider {
  /** Sends `template` filled with `params` to `phone`; resolves once the gateway accepted it. */
  send(phone: string, template: SmsTemplate, params: Record<string, string>): Promise<{ messageId: string }>;
}

/** A message as the local simulator recorded it (development endpoint, tests). */
export interface SentSms {
  messageId: string;
  phone: string;
  template: SmsTemplate;
  params: Record<string, string>;
  sentAt: Date;
}
