/** Placeholder: strings of the driver screens. */
export const driver = { 'zh-CN': {} as Record<string, string>, en: {} as Record<string, string> };
