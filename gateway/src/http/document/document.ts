/**
 * The web app's index.html made into one page: its head (title, description, canonical, Open Graph,
 * JSON-LD, the preload of its largest image), the page the web's server entry drew in `#root`, and the
 * Relay records of that drawing for the browser's store (web/src/platform/relay/serverRecords.ts), and the chunks of
 * its screen the app will load (screenCode.ts).
 */
import { RECORDS_ELEMENT_ID } from '@tote/contract/routes';
import { startAfterFirstPaint } from './boot.js';
import { escapeHtml, jsonForScript } from './html.js';
import { headTags, imagePreloadTag } from './head.js';
import type { Page } from './page.js';
import { screenCodeTag } from './screenCode.js';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const EMPTY_ROOT = /<div id="root"><\/div>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

function beforeClosing(html: string, tag: 'head' | 'body', insert: string): string {
  const at = html.search(new RegExp(`</${tag}>`, 'i'));
  return at < 0 ? html + insert : html.slice(0, at) + insert + html.slice(at);
}

/** index.html with a script that must run before the first paint (and nothing else of a page). */
export function withHeadScript(html: string, script: string): string {
  return beforeClosing(html, 'head', script);
}

/**
 * The page: head (with a script that must run before the first paint), the drawn page in `#root` (the app starts
 * after it painted), the records, the screen's chunks.
 */
export function writeDocument(
  html: string,
  page: Page,
  origin: string,
  records: object,
  root: string,
  headScript = '',
  screenCode: readonly string[] = [],
): string {
  const title = `<title>${escapeHtml(page.title)}</title>`;
  const preload = page.lcpImage ? imagePreloadTag(page.lcpImage.url) : '';
  let out = html.replace(DESCRIPTION, '');
  // The title first, then the image preload: ahead of the stylesheet and the scripts.
  out = TITLE.test(out) ? out.replace(TITLE, () => title + preload) : beforeClosing(out, 'head', title + preload);
  out = beforeClosing(out, 'head', headTags(page, origin) + headScript);
  if (EMPTY_ROOT.test(out)) out = startAfterFirstPaint(out.replace(EMPTY_ROOT, () => `<div id="root">${root}</div>`));
  const data = `<script type="application/json" id="${RECORDS_ELEMENT_ID}">${jsonForScript(records)}</script>`;
  return beforeClosing(out, 'body', screenCodeTag(screenCode) + data);
}
