/**
 * Bar heights, apart from the theme so the router's frame can use them without loading MUI:
 * the first screen's bundle carries no MUI (components/app/ScreenProviders.tsx).
 */
/** Height of the tab bar; tab screens leave this much room at the bottom. */
export const TAB_BAR_HEIGHT = 56;
/** Height of the navigation bar of every other screen. */
export const NAV_BAR_HEIGHT = 48;
