/**
 * Our part of the service worker. next-pwa compiles this file and loads it into the generated
 * sw.js (which precaches the shell and every chunk and holds the runtime rules set in
 * next.config.ts). The field reads are kept for offline use (apiCache.ts), the brigade shop's
 * catalogue and its pictures too (brigadeCache.ts), and queued field actions are replayed from
 * here (fieldSync.ts).
 */
import { API_CACHE, OLD_API_CACHES, answer, isCachedApi, type ClientsLike, type FetchEventLike } from './apiCache';
import { FIELD_SYNC_TAG, onSync, replaySoon, type WindowClientsLike } from './fieldSync';
import { answerCatalogue, answerPicture, isCatalogueRead, isCataloguePicture } from './brigadeCache';

/** The bits of the worker scope used here (the project compiles with the DOM library, not webworker). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
declare const self: {
  location: Location;
  clients: ClientsLike & WindowClientsLike;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike & Event) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};

/**
 * Caches that next-pwa's default runtime rules create. They hold API answers (possibly another
 * user's) and pages cached by URL; this app never uses them, so a worker that finds them (left
 * by a build made with the defaults) deletes them when it takes over.
 */
const FOREIGN_CACHES = [
  'apis',
  'next-data',
  'pages',
  'pages-rsc',
  'pages-rsc-prefetch',
  'start-url',
  'cross-origin',
  'static-js-assets',
  'static-style-assets',
  'static-data-assets',
];

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => FOREIGN_CACHES.includes(name) || (OLD_API_CACHES.test(name) && name !== API_CACHE)).map((name) => caches.delete(name))),
      ),
  );
});

// Registered before the generated rules (this file is loaded first), so it answers these reads.
self.addEventListener('fetch', (event) => {
  const signalBack = () => replaySoon(self.clients, (work) => event.waitUntil(work));
  if (isCachedApi(event.request, self.location.origin)) {
    event.respondWith(answer(event, self.clients, signalBack));
  } else if (isCatalogueRead(event.request, self.location.origin)) {
    // The brigade shop's catalogue, the same for everyone (brigadeCache.ts).
    event.respondWith(answerCatalogue(event, self.clients, signalBack));
  } else if (isCataloguePicture(event.request, self.location.origin)) {
    event.respondWith(answerPicture(event));
  }
});

// Queued field actions (lib/offline/fieldQueue.ts), where the browser has Background Sync.
self.addEventListener('sync', (event) => {
  if (event.tag === FIELD_SYNC_TAG) event.waitUntil(onSync(self.clients));
});

export {};
