/** Placeholder: the tracking tables. */
export {};
