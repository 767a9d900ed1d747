/**
 * The spec's numbers (spec §9, STYLE.md "Constants in one place"), named, in one module. Every
 * other module takes these from here rather than repeating a literal.
 */
import { SMS_CODE_LENGTH } from './contract/patterns';

/** Request time-out of the app client (spec §9: 40 s). */
export const REQUEST_TIMEOUT_MS = 40_000;
/** Uploads and downloads (spec §9: 60 s for upload and download in the configuration). */
export const TRANSFER_TIMEOUT_MS = 60_000;
/**
 * Waits before each automatic resend of a user's action that got no answer (offline, time-out, a
 * server error), with the same Idempotency-Key; after the last the screen offers "retry".
 */
export const UNANSWERED_RETRY_DELAYS_MS = [1_500, 4_000, 10_000] as const;
/** Longest wait for a position before Latitude/Longitude go out empty. */
export const LOCATION_WAIT_MS = 3_000;
/** A lazily loaded screen shows its loading state only after this delay... */
export const LAZY_LOAD_DELAY_MS = 200;
/** ...and gives up (offering a retry) after this long. */
export const LAZY_LOAD_TIMEOUT_MS = 60_000;
/** How long a toast stays up by default. */
export const TOAST_DURATION_MS = 1_500;
/** A loading indicator appears only when work takes longer than this, so quick answers never flash. */
export const LOADING_DELAY_MS = 800;
export const DEBOUNCE_MS = 500;
export const THROTTLE_MS = 500;

/** HTTP statuses counted as success. */
export const SUCCESS_STATUS_MIN = 200;
export const SUCCESS_STATUS_MAX = 299;

/** Relative-time cut-offs in seconds (spec §4 and §9). */
export const RELATIVE_TIME = {
  /** Below this: "just now". */
  JUST_NOW_S: 300,
  /** Below this: minutes ago. */
  HOUR_S: 3_600,
  /** Below this: hours ago. */
  DAY_S: 86_400,
  /** Below this (30 days): days ago; beyond it a date, or months ago. */
  MONTH_S: 2_592_000,
  /** Beyond this (365 days): years ago, when dates are not shown. */
  YEAR_S: 31_536_000,
} as const;

/** Length of verification codes (SMS codes included). */
export const CODE_LENGTH = SMS_CODE_LENGTH;
export { SMS_CODE_LENGTH };

/** Brigade-shop lists load more this many pixels before the bottom (spec §2). */
export const BOTTOM_REACH_DISTANCE = 200;
/** Other paged lists: not given by the spec; a short distance so the next page is near at hand. */
export const DEFAULT_BOTTOM_REACH_DISTANCE = 50;

export const APP_VERSION = '1.0.0';
export const APP_VERSION_CODE = 100;
/** The Platform header of the plain browser build. */
export const PLATFORM_H5 = 'H5';

/**
 * How long a bridge call waits for the shell's reply. Not in the spec: the slowest commands
 * answer after a person acts in a native screen (scan, choose an area), so this is generous; a
 * shell that never answers still settles the promise instead of hanging the page.
 */
export const BRIDGE_REPLY_TIMEOUT_MS = 60_000;

/** Kiosk mode (docs/offline.md): a shared station device signs its person out after this long without a touch... */
export const KIOSK_IDLE_MS = 5 * 60_000;
/** ...warning this long before, with a button to stay signed in. */
export const KIOSK_IDLE_WARNING_MS = 30_000;
/** Smallest touch target on a kiosk (a gloved hand at a toll booth). */
export const KIOSK_TOUCH_TARGET_PX = 56;

/**
 * Inside the shell, how long the page waits for the host's first getToken answer before it goes on
 * as a browser session (its stored tokens, the device token from the API). Not in the spec: a
 * host that answers at all answers in milliseconds, and a person waits no longer than this for a
 * first screen. A later answer is still taken when it is newer (PROTOCOL.md, "Whose session").
 */
export const SHELL_TOKEN_WAIT_MS = 3_000;

/**
 * How often, at most, a route change asks the server whether a new service worker (a new version
 * of the app) exists. Browsers check by themselves only on full page loads, which a hash-routed
 * app rarely does.
 */
export const SW_UPDATE_CHECK_MS = 10 * 60_000;

/**
 * How long the next screen waits for a new version taken at a route change (the old worker goes
 * idle, the new one takes over, the page reloads onto it: about a second on a phone) before it
 * loads on the old version after all (components/pwa/ServiceWorkerUpdate.tsx).
 */
export const SW_TAKE_HOLD_MS = 8_000;

/** How often, meanwhile, the new worker is asked again to take over (see ServiceWorkerUpdate). */
export const SW_TAKE_ASK_AGAIN_MS = 1_000;

/**
 * Work that can wait until the first screen is up (registering the service worker) waits for the
 * page's load event and then for an idle moment of the main thread, but at most this long after
 * the load: a phone kept busy must still get its worker.
 */
export const AFTER_STARTUP_IDLE_TIMEOUT_MS = 5_000;

/**
 * OpenStreetMap's public tiles: the route map's tile source unless NEXT_PUBLIC_MAP_TILE_URL says
 * otherwise (components/location/mapConfig.ts; the server allows the same host in its CSP).
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * How long a certification waits for an operator at most, as promised to the applicant (on the
 * certification steps before a gated form) and shown to operators on their review queue: one
 * figure, so both sides read the same promise.
 */
export const REVIEW_PROMISE_HOURS = 24;
