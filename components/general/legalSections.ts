/** Section order of the two legal documents; the text is in lib/i18n/catalog/screens/legal.ts. */
export const AGREEMENT_SECTIONS = [
  'intro',
  'account',
  'services',
  'freight',
  'payment',
  'conduct',
  'liability',
  'changes',
  'law',
  'contact',
] as const;

export const PRIVACY_SECTIONS = [
  'intro',
  'collect',
  'use',
  'location',
  'share',
  'storage',
  'security',
  'rights',
  'minors',
  'changes',
] as const;
