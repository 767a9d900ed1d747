/** Placeholder: the driver verbs and hooks. */
export {};
