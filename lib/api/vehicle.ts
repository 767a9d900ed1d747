/** Placeholder: the vehicle verbs and hooks. */
export {};
