/** Placeholder wired by the lead; the waybill helper replaces it with the waybill contract. */
export const waybillEndpoints = {};
