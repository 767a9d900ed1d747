/** Request layer, toasts and bridge messages (spec §8). Owned by lib/http and lib/bridge. */
export const core = {
  'zh-CN': {} as Record<string, string>,
  en: {} as Record<string, string>,
};
