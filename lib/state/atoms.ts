import { atom } from 'jotai/vanilla';
import type { z } from 'zod';
import type { WxConfig } from '../contract/app';
import { DEFAULT_LOCALE, LOCALES, setLocale, type Locale } from '../i18n';
import { persistedAtom, storedAs } from './persisted';
import { appStore } from './store';

// Plain checks rather than zod schemas: the first screen reads these atoms (storedAs says why).
const Token = storedAs((value): value is string | null => value === null || (typeof value === 'string' && value !== ''));
const Text = storedAs((value): value is string => typeof value === 'string');

/** Global client state of spec §3, kept across reloads. */
export const userTokenAtom = persistedAtom('userToken', Token, null);
export const userRefreshTokenAtom = persistedAtom('userRefreshToken', Token, null);
export const logisticsTokenAtom = persistedAtom('logisticsToken', Token, null);
export const logisticsRefreshTokenAtom = persistedAtom('logisticsRefreshToken', Token, null);
/** Not signed in: the default, and the state again after signing out or a failed token refresh. */
export const touristAtom = persistedAtom('tourist', storedAs((value): value is boolean => typeof value === 'boolean'), true);
/**
 * When the session in force was made, in ms since the epoch: by a sign-in or sign-out on this page,
 * or by the host app's session the page took over. Null while the page only mirrors a host whose
 * answers carry no time. Inside the shell a host answer replaces the session only when newer
 * (lib/bridge/PROTOCOL.md, "Whose session").
 */
export const sessionMadeAtAtom = persistedAtom(
  'sessionMadeAt',
  storedAs((value): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value))),
  null,
);
/** The tourist credential of this device (POST /appserver/authentication/device). */
export const deviceTokenAtom = persistedAtom('deviceToken', Token, null);
/** The random serial number this browser introduces itself with when asking for a device token. */
export const deviceSerialNoAtom = persistedAtom('deviceSerialNo', Token, null);
/** Origin of the API; empty means the page's own origin (ARCHITECTURE.md, "Runtime"). */
export const serviceBaseUrlAtom = persistedAtom('serviceBaseUrl', Text, '');
/** Key of the maps service. */
export const mapsKeyAtom = persistedAtom('mapsKey', Text, '');
export const localeAtom = persistedAtom('locale', storedAs((value): value is Locale => LOCALES.includes(value as Locale)), DEFAULT_LOCALE);

/** The messaging app's JS-SDK permission config for this page, once fetched (not persisted: it is signed per URL and time). */
export const wxConfigAtom = atom<z.output<typeof WxConfig> | null>(null);

// Messages are looked up outside React too (toasts from the request layer), so the catalogue's
// locale follows the atom wherever it changes: a screen, or another tab through storage events.
const applyLocale = () => setLocale(appStore.get(localeAtom) as Locale);
applyLocale();
appStore.sub(localeAtom, applyLocale);
