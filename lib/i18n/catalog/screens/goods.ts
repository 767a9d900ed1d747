/** Placeholder: strings of the goods screens. */
export const goods = { 'zh-CN': {} as Record<string, string>, en: {} as Record<string, string> };
