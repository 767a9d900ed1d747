/** Placeholder wired by the lead; the vehicle helper replaces it with the vehicle contract. */
export const vehicleEndpoints = {};
