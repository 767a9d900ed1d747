import { loadCatalogues, type CatalogueName } from '@/lib/i18n';
import { themed } from '@/components/app/lazyPart';
import type { LazyRoute } from './types';

/**
 * The loader of a domain's screens: a screen's chunk, the catalogues its strings are in and the
 * theme's providers are fetched together, and the screen renders once all are in, inside the
 * providers. So `t` stays synchronous and the first bundle carries neither a domain's strings
 * nor MUI. `catalogues` lists every catalogue the domain's screens (and the widgets they borrow
 * from other domains) read; a test checks the list.
 */
export function screenLoader(...catalogues: CatalogueName[]) {
  return (load: LazyRoute['load']): LazyRoute['load'] =>
    themed(() => Promise.all([load(), loadCatalogues(catalogues)]).then(([screen]) => screen.default));
}
