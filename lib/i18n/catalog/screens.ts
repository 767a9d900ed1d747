/** Strings of the screens and shared components. */
export const screens = {
  'zh-CN': {} as Record<string, string>,
  en: {} as Record<string, string>,
};
