/**
 * Every inline script the gateway writes into a page of the web app, by its text: the pages' Content-Security-Policy
 * allows exactly these (../headers/csp.ts). A new inline script belongs here, or the browser refuses it (the
 * gateway's tests hash each script of the pages they fetch and check that the policy allows it).
 */
import { BANNER_RESERVATION_SCRIPT } from './banner.js';
import { bootScriptOf } from './boot.js';
import { EARLY_TAPS_SCRIPT } from './earlyTaps.js';

/** The scripts a page made from this index.html may carry: early taps, the banner reservation, the app's start. */
export function documentInlineScripts(indexHtml: string): string[] {
  const boot = bootScriptOf(indexHtml);
  const always = [EARLY_TAPS_SCRIPT, BANNER_RESERVATION_SCRIPT];
  return boot === null ? always : [...always, boot];
}
