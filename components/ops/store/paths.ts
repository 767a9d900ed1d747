/** The operators' shop console (components/ops/routes.ts registers it). */
/** Products and categories (`?tab=products|categories`). */
export const BRIGADE_OPS_PATH = '/ops/brigade';
/** A product: new (`?kind=goods|selfDrive|annualPass`) or one to change (`?id=`), with its departures. */
export const BRIGADE_OPS_PRODUCT_PATH = '/ops/brigade/product';
