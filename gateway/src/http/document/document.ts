/**
 * The web app's index.html made into one page: its head (title, description, canonical, Open Graph,
 * JSON-LD, the preload of its largest image), written before the page the web's server entry draws into `#root`
 * (streamed), and after it the chunks of its screen the app will load (screenCode.ts) and the Relay records of that
 * drawing for the browser's store (web/src/platform/relay/serverRecords.ts): the app starts once the whole document
 * is parsed (boot.ts, a module script), so it finds them there.
 */
import { RECORDS_ELEMENT_ID } from '@tote/contract/routes';
import { startAfterFirstPaint } from './boot.js';
import { escapeHtml, jsonForScript } from './html.js';
import { headTags, imagePreloadTag } from './head.js';
import type { Page } from './page.js';
import { screenCodeTag } from './screenCode.js';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const ROOT_OPEN = '<div id="root">';
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

/** A drawn page's document around its `#root`: sent before and after the markup React streams into it. */
export interface DocumentParts {
  /** Everything up to and including `<div id="root">`. */
  head: string;
  /** `</div>` and the rest, with the records of the finished render (none: the browser's store asks itself). */
  tail(records: object | null): string;
}

/**
 * The page around its drawn `#root`: the head (with a script that must run before the first paint), the app started
 * after it painted, and after the root the screen's chunks and the records. Null when index.html has no empty root.
 */
export function documentParts(
  html: string,
  page: Page,
  origin: string,
  headScript = '',
  screenCode: readonly string[] = [],
): DocumentParts | null {
  const title = `<title>${escapeHtml(page.title)}</title>`;
  const preload = page.lcpImage ? imagePreloadTag(page.lcpImage.url) : '';
  let out = html.replace(DESCRIPTION, '');
  // The title first, then the image preload: ahead of the stylesheet and the scripts.
  out = TITLE.test(out) ? out.replace(TITLE, () => title + preload) : beforeClosing(out, 'head', title + preload);
  out = startAfterFirstPaint(beforeClosing(out, 'head', headTags(page, origin) + headScript));
  const root = EMPTY_ROOT.exec(out);
  if (!root) return null;
  const head = out.slice(0, root.index) + ROOT_OPEN;
  const rest = out.slice(root.index + ROOT_OPEN.length);
  const code = screenCodeTag(screenCode);
  return {
    head,
    tail(records) {
      const data = records
        ? `<script type="application/json" id="${RECORDS_ELEMENT_ID}">${jsonForScript(records)}</script>`
        : '';
      return beforeClosing(rest, 'body', code + data);
    },
  };
}
