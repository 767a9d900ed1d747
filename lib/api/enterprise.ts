/** Placeholder: the enterprise verbs and hooks. */
export {};
