/**
 * Taps made on a server-drawn page before the app has hydrated it (issue #31). A small script in the page's head
 * (the gateway's document/earlyTaps.ts) holds back each click on a button of `#root` and notes it, with each
 * radio or checkbox the shopper sets (those keep their native behaviour), in `window[EARLY_TAPS_QUEUE]`, until
 * `window[HYDRATED_FLAG]` is true; the web (app/earlyTaps.ts) sets that flag after hydration and replays the
 * queue in order. The server's DOM nodes survive hydration, so the queue holds the elements themselves.
 */

/** `window.__toteHydrated`: true once the app handles taps itself. */
export const HYDRATED_FLAG = '__toteHydrated';

/** `window.__toteEarlyTaps`: the buttons tapped and the radios and checkboxes set before hydration, in order. */
export const EARLY_TAPS_QUEUE = '__toteEarlyTaps';
