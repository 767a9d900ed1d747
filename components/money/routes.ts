import type { ScreenRoute } from '@/components/router/types';

/** Wallets, bank cards, freight payment and cash-out; the "money" chunk. */
export const moneyRoutes: ScreenRoute[] = [];
