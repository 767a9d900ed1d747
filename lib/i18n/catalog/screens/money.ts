/** Strings of the money screens (wallet, cards, freight payment, cash-out). */
export const money = {
  'zh-CN': {} as Record<string, string>,
  en: {} as Record<string, string>,
};
