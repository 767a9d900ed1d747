/** Paths of the location screens (spec routes.tsv group circle-location, and the system pages). */
export const SELECT_LOCATION_PATH = '/pages/selectlocation/selectlocation';
export const SELECT_CITY_PATH = '/pages/selectCity/selectCity';
export const SEARCH_LOCATION_PATH = '/pages/searchlocation/searchlocation';
/** System page: the web side of the shell's "choose a location on the map". */
export const CHOOSE_LOCATION_PATH = '/choose-location';
/** System page: one place on the map (?lat=&lng=&name=&address=). */
export const OPEN_LOCATION_PATH = '/open-location';
