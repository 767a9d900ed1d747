/** Placeholder: the tracking verbs and hooks. */
export {};
