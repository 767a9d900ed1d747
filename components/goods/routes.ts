import type { ScreenRoute } from '@/components/router/types';

/** Placeholder wired by the lead; the helper lists this domain's screens here. */
export const goodsRoutes: ScreenRoute[] = [];
