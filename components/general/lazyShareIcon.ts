import { lazyPart } from '@/components/app/lazyPart';

/**
 * An icon of the download page. Icons are decoration and their code is MUI's, so they arrive
 * after the page has painted, in boxes that already hold their place.
 */
export const LazyShareIcon = lazyPart(() => import(/* webpackChunkName: "share-icons" */ './ShareIcon'));
