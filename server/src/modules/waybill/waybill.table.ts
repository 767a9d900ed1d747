/** Placeholder: the waybill tables. */
export {};
