/** Placeholder: the goods tables. */
export {};
