import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import { CHOOSE_LOCATION_PATH, OPEN_LOCATION_PATH, SEARCH_LOCATION_PATH, SELECT_CITY_PATH, SELECT_LOCATION_PATH } from './paths';

const loadScreen = screenLoader('location');

/** Choosing places and areas, place search, one place on the map; the "location" chunk. Open to tourists (market filters). */
export const locationRoutes: ScreenRoute[] = [
  {
    path: SELECT_LOCATION_PATH,
    titleKey: 'location.select.title',
    load: loadScreen(() => import(/* webpackChunkName: "location" */ './SelectLocationScreen')),
  },
  {
    path: SELECT_CITY_PATH,
    titleKey: 'location.city.title',
    load: loadScreen(() => import(/* webpackChunkName: "location" */ './SelectCityScreen')),
  },
  {
    path: SEARCH_LOCATION_PATH,
    titleKey: 'location.search.title',
    load: loadScreen(() => import(/* webpackChunkName: "location" */ './SearchLocationScreen')),
  },
  {
    path: CHOOSE_LOCATION_PATH,
    titleKey: 'location.choose.title',
    load: loadScreen(() => import(/* webpackChunkName: "location" */ './SelectLocationScreen')),
  },
  {
    path: OPEN_LOCATION_PATH,
    titleKey: 'location.open.title',
    load: loadScreen(() => import(/* webpackChunkName: "location" */ './OpenLocationScreen')),
  },
];
