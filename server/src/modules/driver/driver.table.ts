/** Placeholder: the driver tables. */
export {};
