import { loadCatalogues, type CatalogueName } from '@/lib/i18n';
import type { LazyRoute } from './types';

/**
 * The loader of a domain's screens: a screen's chunk and the catalogues its strings are in are
 * fetched together, and the screen renders once both are in, so `t` stays synchronous while the
 * first bundle carries no domain's strings. `catalogues` lists every catalogue the domain's
 * screens (and the widgets they borrow from other domains) read; a test checks the list.
 */
export function screenLoader(...catalogues: CatalogueName[]) {
  return (load: LazyRoute['load']): LazyRoute['load'] =>
    () => Promise.all([load(), loadCatalogues(catalogues)]).then(([screen]) => screen);
}
