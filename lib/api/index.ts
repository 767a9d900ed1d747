/** Domain verbs for screens: the only way screens reach the server. */
export * from './auth';
export * from './user';
export * from './app';
export { ApiError, ContractError } from '../http/errors';
export { Intent, resendUnanswered } from '../http/retry';
export * from './identity';
export * from './owner';
export * from './vehicle';
export * from './driver';
export * from './enterprise';
export * from './fleet';
export * from './goods';
export * from './waybill';
export * from './tracking';
export * from './money';
export * from './kiosk';
