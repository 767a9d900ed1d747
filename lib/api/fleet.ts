/** Placeholder: the fleet verbs and hooks. */
export {};
