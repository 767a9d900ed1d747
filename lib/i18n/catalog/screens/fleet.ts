/** Placeholder: strings of the fleet screens. */
export const fleet = { 'zh-CN': {} as Record<string, string>, en: {} as Record<string, string> };
