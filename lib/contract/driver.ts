/** Placeholder wired by the lead; the driver helper replaces it with the driver contract. */
export const driverEndpoints = {};
