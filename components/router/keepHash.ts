import { DEPTH_KEY } from './history';

/**
 * While the app starts, Next's router records the address it started on and, when hydration
 * commits (after the screen's JavaScript has arrived, seconds on a slow line), writes it back with
 * history.replaceState. A hash navigation made meanwhile (a tap on a link of the prerendered page,
 * a shared link opened by the host) would be undone. This inline script, run before any of Next's,
 * lets such a write change everything but the hash: the hash belongs to the hash router, whose own
 * writes carry DEPTH_KEY in their state and pass unchanged.
 */
export const keepHashScript = `(function(){var h=window.history,r=h.replaceState;h.replaceState=function(s,t,u){try{if(u!=null&&!(s&&typeof s==='object'&&'${DEPTH_KEY}' in s)){var n=new URL(String(u),location.href);if(n.origin===location.origin&&n.pathname===location.pathname&&n.search===location.search&&n.hash!==location.hash){n.hash=location.hash;u=n.href}}}catch(e){}return r.call(h,s,t,u)}})()`;
