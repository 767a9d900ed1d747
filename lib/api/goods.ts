/** Placeholder: the goods verbs and hooks. */
export {};
