/**
 * Taps made on a server-drawn page before the app has hydrated it (issue #31). A small script in the page's head
 * (the gateway's document/earlyTaps.ts) holds back each click on a button of `#root` and notes it, with each
 * radio or checkbox the shopper sets and each field typed in or chosen from (those keep their native behaviour),
 * in `window[EARLY_TAPS_QUEUE]`, until `window[HYDRATED_FLAG]` is true; the web (platform/hydration/earlyTaps.ts)
 * sets that flag after hydration and replays the queue in order. The server's DOM nodes survive hydration, so the
 * queue holds the elements themselves; a field's value as the shopper left it is noted beside, in
 * `window[EARLY_VALUES]`, since the app may write its own initial value into the field when it hydrates it.
 */

/** `window.__toteHydrated`: true once the app handles taps itself. */
export const HYDRATED_FLAG = '__toteHydrated';

/**
 * `window.__toteEarlyTaps`: the buttons tapped, the radios and checkboxes set and the fields typed in or chosen from
 * before hydration, in order.
 */
export const EARLY_TAPS_QUEUE = '__toteEarlyTaps';

/** `window.__toteEarlyValues`: a `Map` from each field of the queue to its value at the shopper's last change. */
export const EARLY_VALUES = '__toteEarlyValues';
