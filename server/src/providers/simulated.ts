/**
 * The third parties that only have a local simulator so far, as an operator knows them. Production
 * refuses to start on these unless ALLOW_SIMULATORS=1 (config.ts); a kind leaves this list when
 * its real vendor adapter arrives and is chosen by configuration in createProviders.
 */
export const SIMULATED_PROVIDERS = [
  'SMS gateway (sms)',
  'payment gateway (payment)',
  'custodian bank (bank)',
  'e-sign vendor (esign)',
  'ID check register (idCheck)',
  'WeChat JS-SDK ticket (wechat)',
  'ETC issuer (etcIssuer)',
  'document OCR (ocr: reads only test documents)',
] as const;
