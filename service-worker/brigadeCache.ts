/**
 * The brigade shop's catalogue offline (issue 19: a buyer on a highway with patchy coverage keeps
 * browsing what they saw once). Categories, product lists, product details and the annual pass's
 * introduction are answered network first like the field reads (apiCache.ts `answer`: the page is
 * told when an answer came from the store, and shows it stale with its time), but kept on a shelf
 * shared by everyone (lib/offline/brigadeStore.ts): these calls are public and hold nothing of the
 * buyer. Their pictures are kept in their own cache within a size budget, served from it first
 * (a picture never changes under its file id), the oldest stored dropped first.
 *
 * Nothing personal comes here: travellers, orders and payments are not kept at all, and the
 * buyer's passes are a personal read of apiCache.ts (filed by account, forgotten at sign-out).
 */
import { catalogueShelf, storedPicture, storePicture } from '../lib/offline/brigadeStore';
import { answer, type ClientsLike, type FetchEventLike } from './apiCache';

export { BRIGADE_CATALOGUE_CACHE, BRIGADE_PICTURE_CACHE } from '../lib/offline/brigadeStore';

/** The public catalogue reads (lib/contract/brigade.ts: categories, list, detail, passIntro). */
const CATALOGUE_READ = /^\/(?:[^?#]*\/)?store\/api\/products\/(?:category|list|detail\/\d+|annualCard\/intro)$/;
/** The public picture call (brigade.picture). */
const CATALOGUE_PICTURE = /^\/(?:[^?#]*\/)?store\/api\/products\/picture\/[A-Za-z0-9_-]+$/;

function sameOriginGet(request: Request, origin: string, path: RegExp): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && path.test(url.pathname);
}

/** True for a catalogue read kept on the shared shelf. */
export const isCatalogueRead = (request: Request, origin: string) => sameOriginGet(request, origin, CATALOGUE_READ);

/** True for a catalogue picture. */
export const isCataloguePicture = (request: Request, origin: string) => sameOriginGet(request, origin, CATALOGUE_PICTURE);

/** Answers a catalogue read: the network in time, else the stored answer, and tells the page which. */
export function answerCatalogue(event: FetchEventLike, clients: ClientsLike, onNetworkAnswered?: () => void): Promise<Response> {
  return answer(event, clients, onNetworkAnswered, catalogueShelf);
}

/**
 * Answers a catalogue picture: the stored copy when there is one, else the network's (kept when it
 * is a picture). Offline with nothing stored it fails, and the page shows its placeholder.
 */
export async function answerPicture(event: FetchEventLike): Promise<Response> {
  const { request } = event;
  const stored = await storedPicture(request).catch(() => undefined);
  if (stored) return stored;
  const response = await fetch(request);
  if (response.status === 200 && (response.headers.get('Content-Type') ?? '').startsWith('image/')) {
    // A full store (quota) must not cost the picture on screen.
    event.waitUntil(storePicture(request, response.clone()).catch(() => undefined));
  }
  return response;
}
