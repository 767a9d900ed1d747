import { createStore } from 'jotai/vanilla';

/**
 * The one jotai store. The layout provides it to React (`<Provider store={appStore}>`), and code
 * outside React (the request layer, the bridge, toasts) reads and writes the same atoms through it,
 * so a token refreshed by the request layer is the token every screen sees.
 */
export const appStore = createStore();
