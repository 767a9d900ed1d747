/**
 * The catalogue reads whose offline state a screen shows (components/ui/OfflineNote): the service
 * worker tells the page, per read, whether it came from its store (service-worker/brigadeCache.ts).
 */
export const CATALOGUE_LISTS = /\/store\/api\/products\/(?:category|list)$/;
export const productDetailRead = (productId: number) => `/store/api/products/detail/${productId}`;
export const PASS_INTRO_READ = '/store/api/products/annualCard/intro';
export const MY_PASSES_READ = '/store/api/products/annualCard';
