/** Placeholder: strings of the waybill screens. */
export const waybill = { 'zh-CN': {} as Record<string, string>, en: {} as Record<string, string> };
