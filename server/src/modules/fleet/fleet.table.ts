/** Placeholder: the fleet tables. */
export {};
