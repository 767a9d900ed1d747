/** Placeholder: strings of the vehicle screens. */
export const vehicle = { 'zh-CN': {} as Record<string, string>, en: {} as Record<string, string> };
