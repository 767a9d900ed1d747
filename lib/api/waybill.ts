/** Placeholder: the waybill verbs and hooks. */
export {};
