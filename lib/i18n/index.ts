import { core } from './catalog/core';
import { offline } from './catalog/screens/offline';
import { share } from './catalog/screens/share';
import { ui } from './catalog/screens/ui';
import { fill } from './fill';

/**
 * Message catalogues: Chinese (zh-CN) is the default, English is complete. Every string a person
 * sees comes from here. The first bundle holds `core` (the request layer's and the bridge's
 * messages; the spec's English strings are the English text), `ui` (shared components, router),
 * `offline` (what lib/offline says whichever screen shows) and `share` (the download page and the
 * tab bar); each domain's screen strings load with that domain's screens
 * (components/router/screenLoader.ts), so the first screen does not carry them.
 */
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** One catalogue file: its keys in both languages. */
export type Catalogue = Record<Locale, Record<string, string>>;

const catalogues: Catalogue = { 'zh-CN': {}, en: {} };

/** Makes a catalogue's keys available to `t`; later keys of the same name win. */
export function addCatalogue(catalogue: Catalogue): void {
  for (const locale of LOCALES) Object.assign(catalogues[locale], catalogue[locale]);
}

for (const catalogue of [core, ui, offline, share]) addCatalogue(catalogue);

/**
 * The catalogues that load on demand, one chunk each: a catalogue is shared by the domains whose
 * screens use its keys, so it is not put inside any one domain's chunk.
 */
const lazyCatalogues = {
  activity: () => import(/* webpackChunkName: "i18n-activity" */ './catalog/screens/activity'),
  appIndex: () => import(/* webpackChunkName: "i18n-appIndex" */ './catalog/screens/appIndex'),
  circle: () => import(/* webpackChunkName: "i18n-circle" */ './catalog/screens/circle'),
  coupon: () => import(/* webpackChunkName: "i18n-coupon" */ './catalog/screens/coupon'),
  content: () => import(/* webpackChunkName: "i18n-content" */ './catalog/screens/content'),
  driver: () => import(/* webpackChunkName: "i18n-driver" */ './catalog/screens/driver'),
  enterprise: () => import(/* webpackChunkName: "i18n-enterprise" */ './catalog/screens/enterprise'),
  etc: () => import(/* webpackChunkName: "i18n-etc" */ './catalog/screens/etc'),
  etcCards: () => import(/* webpackChunkName: "i18n-etcCards" */ './catalog/screens/etcCards'),
  enterpriseVehicle: () => import(/* webpackChunkName: "i18n-enterpriseVehicle" */ './catalog/screens/enterpriseVehicle'),
  fleet: () => import(/* webpackChunkName: "i18n-fleet" */ './catalog/screens/fleet'),
  general: () => import(/* webpackChunkName: "i18n-general" */ './catalog/screens/general'),
  goods: () => import(/* webpackChunkName: "i18n-goods" */ './catalog/screens/goods'),
  identity: () => import(/* webpackChunkName: "i18n-identity" */ './catalog/screens/identity'),
  kiosk: () => import(/* webpackChunkName: "i18n-kiosk" */ './catalog/screens/kiosk'),
  legal: () => import(/* webpackChunkName: "i18n-legal" */ './catalog/screens/legal'),
  location: () => import(/* webpackChunkName: "i18n-location" */ './catalog/screens/location'),
  merchant: () => import(/* webpackChunkName: "i18n-merchant" */ './catalog/screens/merchant'),
  money: () => import(/* webpackChunkName: "i18n-money" */ './catalog/screens/money'),
  ops: () => import(/* webpackChunkName: "i18n-ops" */ './catalog/screens/ops'),
  owner: () => import(/* webpackChunkName: "i18n-owner" */ './catalog/screens/owner'),
  points: () => import(/* webpackChunkName: "i18n-points" */ './catalog/screens/points'),
  vehicle: () => import(/* webpackChunkName: "i18n-vehicle" */ './catalog/screens/vehicle'),
  waybill: () => import(/* webpackChunkName: "i18n-waybill" */ './catalog/screens/waybill'),
  brigade: () => import(/* webpackChunkName: "i18n-brigade" */ './catalog/screens/brigade'),
  brigadeOrders: () => import(/* webpackChunkName: "i18n-brigadeOrders" */ './catalog/screens/brigadeOrders'),
  brigadeOps: () => import(/* webpackChunkName: "i18n-brigadeOps" */ './catalog/screens/brigadeOps'),
} satisfies Record<string, () => Promise<Record<string, Catalogue>>>;

export type CatalogueName = keyof typeof lazyCatalogues;

const loading = new Map<CatalogueName, Promise<void>>();

/**
 * Loads and adds the named catalogues (each once; a failed load is tried again next time).
 * Resolves when `t` can give their texts.
 */
export async function loadCatalogues(names: readonly CatalogueName[]): Promise<void> {
  await Promise.all(
    names.map((name) => {
      let loaded = loading.get(name);
      if (!loaded) {
        loaded = lazyCatalogues[name]().then((module) => Object.values(module).forEach(addCatalogue));
        loaded.catch(() => loading.delete(name));
        loading.set(name, loaded);
      }
      return loaded;
    }),
  );
}

let current: Locale = DEFAULT_LOCALE;

export function setLocale(locale: Locale): void {
  current = locale;
}
export function getLocale(): Locale {
  return current;
}

/**
 * The message for `key` in the current locale, with `{name}` placeholders filled from `vars`.
 * A missing key shows the key itself, so a gap is visible rather than blank. Synchronous: the
 * key's catalogue is in the first bundle or was loaded with the screen that shows it.
 */
export function t(key: string, vars?: Record<string, string | number>, locale: Locale = current): string {
  const template = catalogues[locale][key] ?? catalogues[DEFAULT_LOCALE][key] ?? key;
  return vars ? fill(template, vars) : template;
}

/** Keys present in one language but not the other, in one catalogue file (by default all added so far); a test keeps this empty. */
export function missingKeys(catalogue: Catalogue = catalogues): { 'zh-CN': string[]; en: string[] } {
  const zh = Object.keys(catalogue['zh-CN']);
  const en = Object.keys(catalogue.en);
  return {
    'zh-CN': en.filter((k) => !(k in catalogue['zh-CN'])),
    en: zh.filter((k) => !(k in catalogue.en)),
  };
}
