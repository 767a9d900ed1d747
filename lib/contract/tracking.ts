/** Placeholder wired by the lead; the tracking helper replaces it with the tracking contract. */
export const trackingEndpoints = {};
