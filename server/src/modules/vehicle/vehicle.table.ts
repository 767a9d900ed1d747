/** Placeholder: the vehicle tables. */
export {};
