/**
 * The exported index.html is the download page. When it is opened on another screen's hash, an
 * inline script in the layout sets this attribute on <html> before the first paint, which hides
 * the prerendered frame; the router removes it once it renders the screen the hash names.
 */
export const DEEP_LINK_ATTRIBUTE = 'data-deep-link';

/** The inline script: entry paths ('' and the download page's alias) keep the prerendered page visible. */
export const deepLinkScript = `(function(){var p=location.hash.replace(/^#/,'').split('?')[0].replace(/\\/+$/,'');if(p&&p!=='/pages/share/share')document.documentElement.setAttribute('${DEEP_LINK_ATTRIBUTE}','')})()`;

/** Every screen sits in a `[data-route-frame]` element (ScreenFrame). */
export const deepLinkStyle = `html[${DEEP_LINK_ATTRIBUTE}] [data-route-frame]{visibility:hidden}`;
