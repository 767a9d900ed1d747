/** Placeholder wired by the lead; the goods helper replaces it with the goods contract. */
export const goodsEndpoints = {};
