/** Placeholder: the enterprise tables. */
export {};
