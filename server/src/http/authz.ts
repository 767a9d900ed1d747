import type { Endpoint, IdentityType } from '@/lib/contract';

/**
 * Who may get a 2xx from a call (issue 7's authorization matrix, server/test/authz-matrix.test.ts).
 * Every module declares a rule for each of its calls in `<module>.authz.ts`, beside its routes; the
 * matrix test walks the server's own route table and fails on a call that declares nothing and on
 * any 2xx a rule does not allow.
 *
 * - `who`: 'anyone' (no credential needed), 'device' (a tourist's device token or a user),
 *   'signedIn' (any signed-in user, acting on what is theirs), or the identities that may.
 * - `object`: the kind of thing the call names (a waybill, a wallet, ...). Only the people it
 *   belongs to may get a 2xx with its id; a same-role stranger naming it must not.
 */
export type ObjectKind =
  | 'waybill'
  | 'goodsSource'
  | 'vehicle'
  | 'enterprise'
  | 'fleet'
  | 'driver'
  | 'staff'
  | 'certification'
  | 'invitation'
  | 'wallet'
  | 'card'
  | 'withdrawal'
  | 'payment'
  | 'file'
  | 'merchant'
  | 'merchantStaff'
  | 'merchantGoods'
  | 'couponBatch'
  | 'coupon'
  | 'writeOff'
  | 'etcOrder'
  | 'etcContract'
  | 'etcCard'
  | 'etcToll'
  | 'circlePost'
  | 'brigadeOrder'
  | 'brigadeTraveller'
  | 'brigadePass';

export interface CallRule {
  who: 'anyone' | 'device' | 'signedIn' | readonly IdentityType[];
  object?: ObjectKind;
  /** Identities that may act on others' objects of this kind too (operators reviewing documents). */
  alsoBy?: readonly IdentityType[];
}

/** A module's rules: one for every call of its contract group (the compiler checks none is missing). */
export type AuthzTable<Calls extends Record<string, Endpoint>> = { readonly [K in keyof Calls]: CallRule };

export const ANYONE: CallRule = { who: 'anyone' };
export const DEVICE: CallRule = { who: 'device' };
export const SIGNED_IN: CallRule = { who: 'signedIn' };
/** Signed in, naming an object of `kind` that must be the caller's (or one they take part in). */
export const own = (kind: ObjectKind): CallRule => ({ who: 'signedIn', object: kind });
/** Only holders of one of `identities` (and, with `kind`, only on their own objects). */
export const only = (identities: readonly IdentityType[], kind?: ObjectKind): CallRule => ({ who: identities, ...(kind ? { object: kind } : {}) });

/**
 * The routes that are not contract calls, with their rules: health, API docs, the local vendors'
 * pages (their own signatures and tokens guard them), and the exported PWA's files.
 */
export const PAGE_ROUTES: Readonly<Record<string, CallRule>> = {
  'GET /healthz': ANYONE,
  'GET /readyz': ANYONE,
  'GET /docs': ANYONE,
  'GET /docs/json': ANYONE,
  'GET /docs/yaml': ANYONE,
  'GET /docs/static/index.html': ANYONE,
  'GET /docs/static/swagger-initializer.js': ANYONE,
  'GET /docs/static/*': ANYONE,
  'GET /docs/*': ANYONE,
  'GET /logistics/api/esign/local/:signingId': ANYONE,
  'POST /logistics/api/esign/local/:signingId': ANYONE,
  'GET /logistics/api/pay/local/:outTradeNo': ANYONE,
  'POST /logistics/api/pay/local/:outTradeNo': ANYONE,
  'GET /*': ANYONE,
};
