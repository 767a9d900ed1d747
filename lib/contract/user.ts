import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The roles of spec §6 as identity types. A user holds one current identity; the ones in
 * SELECTABLE_IDENTITIES may be chosen by the user (PUT /app/api/user/identity), the others are
 * granted (a fleet captain by applyToBeAFleet, staff by their merchant or station, operators by
 * the platform) and can only be switched to once granted.
 */
export const IDENTITY_TYPES = [
  'driver',
  'truckOwner',
  'cargoOwner',
  'enterpriseCargoOwner',
  'carrier',
  'fleetCaptain',
  'fleetMember',
  'tollCollector',
  'merchant',
  'merchantAdmin',
  'waiter',
  'liaison',
  'enterpriseManager',
  'personManager',
  'operator',
] as const;
export const IdentityType = z.enum(IDENTITY_TYPES);
export type IdentityType = z.infer<typeof IdentityType>;

export const SELECTABLE_IDENTITIES = [
  'driver',
  'truckOwner',
  'cargoOwner',
  'enterpriseCargoOwner',
  'carrier',
] as const satisfies readonly IdentityType[];

/** The appserver's view of a user: the account itself. */
export const AppserverUser = z.object({
  userId: z.number().int(),
  mobile: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
});

/** The app's view of a user (GET /app/api/user/info). */
export const AppUser = AppserverUser.extend({
  identityType: IdentityType.nullable(),
  /** Identities this user holds (chosen or granted); identityType is one of them. */
  identities: z.array(IdentityType),
  canShare: z.boolean(),
  isInviter: z.boolean(),
  isVerified: z.boolean(),
  /** Badge shown beside a verified user's name, null when not verified. */
  vLogo: z.string().nullable(),
  recommender: z.string().nullable(),
});
export type AppUser = z.infer<typeof AppUser>;

/** The logistics side of a user (GET /app/api/user/wlInfo). */
export const LogisticsUser = z.object({
  userId: z.number().int(),
  mobile: z.string(),
  identityType: IdentityType.nullable(),
  isDriver: z.boolean(),
  isCargoOwner: z.boolean(),
  isCarrier: z.boolean(),
  isTollCollector: z.boolean(),
  isVerified: z.boolean(),
});

export const SetIdentityRequest = z.object({ identityType: IdentityType });

export const userEndpoints = {
  appserverInfo: endpoint({
    service: 'appserver', method: 'GET', path: '/api/user/info', access: 'user',
    summary: 'The signed-in account', response: AppserverUser,
  }),
  info: endpoint({
    service: 'app', method: 'GET', path: '/user/info', access: 'user',
    summary: 'The signed-in user with sharing, invitation and verification flags', response: AppUser,
  }),
  wlInfo: endpoint({
    service: 'app', method: 'GET', path: '/user/wlInfo', access: 'user',
    summary: 'The logistics side of the signed-in user', response: LogisticsUser,
  }),
  setIdentity: endpoint({
    service: 'app', method: 'PUT', path: '/user/identity', access: 'user', idempotent: true,
    summary: 'Switch the current identity', body: SetIdentityRequest, response: AppUser,
  }),
};
