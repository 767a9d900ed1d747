/** Placeholder: strings of the enterprise screens. */
export const enterprise = { 'zh-CN': {} as Record<string, string>, en: {} as Record<string, string> };
