/** Placeholder: strings of the location screens. */
export const location = { 'zh-CN': {} as Record<string, string>, en: {} as Record<string, string> };
