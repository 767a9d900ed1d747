/** Placeholder: strings of the enterpriseVehicle screens. */
export const enterpriseVehicle = { 'zh-CN': {} as Record<string, string>, en: {} as Record<string, string> };
