/** Placeholder wired by the lead; the enterprise helper replaces it with the enterprise contract. */
export const enterpriseEndpoints = {};
