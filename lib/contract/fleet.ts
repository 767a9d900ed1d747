/** Placeholder wired by the lead; the fleet helper replaces it with the fleet contract. */
export const fleetEndpoints = {};
