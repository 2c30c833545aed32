// @vitest-environment jsdom
/**
 * The early-taps script (document/earlyTaps.ts), run in a DOM as the page's head runs it: before hydration it
 * holds back and queues taps on the buttons of `#root`, notes the radios and checkboxes set there and the fields
 * typed in or chosen from (with their values), and lets everything else through; once the web has set the
 * hydrated flag it holds back nothing. The pages' policy allows it by its hash.
 */
import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_TAPS_QUEUE, EARLY_VALUES, HYDRATED_FLAG } from '@tote/contract/early-taps';
import { EARLY_TAPS_SCRIPT, withEarlyTaps } from '../src/http/document/earlyTaps.js';
import { documentInlineScripts } from '../src/http/document/inlineScripts.js';
import { documentPolicy } from '../src/http/headers/csp.js';

/** index.html's head as Vite writes it (document-helpers.ts reads files, which this DOM's URL cannot name). */
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Tote</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>`;

const win = () => window as unknown as Record<string, unknown>;
const queue = () => win()[EARLY_TAPS_QUEUE] as Element[];
const values = () => win()[EARLY_VALUES] as Map<Element, string>;

/** Clicks as a pointer would; true when nothing prevented the click's default. */
function tap(element: Element): boolean {
  return element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

/** Counts the clicks that reach `element`'s own listeners. */
function heard(element: Element): () => number {
  let count = 0;
  element.addEventListener('click', () => (count += 1));
  return () => count;
}

const byId = (id: string) => document.getElementById(id)!;

beforeAll(() => {
  // The script as the page carries it, run in this DOM.
  new Function(/<script>([\s\S]*?)<\/script>/.exec(withEarlyTaps(INDEX_HTML))![1]!)();
});

beforeEach(() => {
  queue().length = 0;
  values().clear();
  win()[HYDRATED_FLAG] = false;
  document.body.innerHTML = `
    <div id="root">
      <button id="add" type="button"><span id="label">Add to Tote</span></button>
      <div id="chip" role="button">Chip</div>
      <form id="form"><button id="submit">Send</button></form>
      <a id="link" href="#top">Top</a>
      <a id="link-button" role="button" href="#top">Top</a>
      <a id="card" href="#card"><button id="heart" type="button">Save</button></a>
      <label id="size-label"><input id="size-m" type="radio" name="size" value="M" /> M</label>
      <input id="size-l" type="radio" name="size" value="L" />
      <input id="gift" type="checkbox" />
      <input id="name" type="text" />
      <select id="sort"><option value="new">Newest</option><option value="price">Price</option></select>
      <textarea id="note"></textarea>
    </div>
    <input id="outside-field" type="text" />
    <button id="outside" type="button">Outside</button>`;
});

describe('before hydration', () => {
  it('holds back a tap on a button of #root, wherever in it the tap lands, and queues the button', () => {
    const add = heard(byId('add'));
    expect(tap(byId('label'))).toBe(false);
    expect(tap(byId('chip'))).toBe(false);
    expect(add()).toBe(0);
    expect(queue()).toEqual([byId('add'), byId('chip')]);
  });

  it('lets no submit button post its form, nor a button in a link follow the link', () => {
    let submitted = 0;
    byId('form').addEventListener('submit', (e) => {
      e.preventDefault();
      submitted += 1;
    });
    byId('submit').click();
    expect(submitted).toBe(0);
    expect(tap(byId('heart'))).toBe(false);
    expect(queue()).toEqual([byId('submit'), byId('heart')]);
  });

  it('leaves links, buttons outside #root and form fields alone', () => {
    const link = heard(byId('link'));
    expect(tap(byId('link'))).toBe(true);
    expect(link()).toBe(1);
    expect(tap(byId('link-button'))).toBe(true);
    expect(tap(byId('outside'))).toBe(true);
    expect(queue()).toEqual([]);
  });

  it('lets radios and checkboxes change natively and notes each one set, once per change', () => {
    byId('size-label').click();
    expect((byId('size-m') as HTMLInputElement).checked).toBe(true);
    byId('size-l').click();
    byId('gift').click();
    expect((byId('size-l') as HTMLInputElement).checked).toBe(true);
    expect((byId('gift') as HTMLInputElement).checked).toBe(true);
    expect(queue()).toEqual([byId('size-m'), byId('size-l'), byId('gift')]);
  });

  it('notes each field typed in or chosen from once per run of changes, with its last value', () => {
    const type = (id: string, value: string, event = 'input') => {
      (byId(id) as HTMLInputElement).value = value;
      byId(id).dispatchEvent(new Event(event, { bubbles: true }));
    };
    type('name', 'a');
    type('name', 'av');
    type('name', 'ava', 'change');
    byId('gift').click();
    type('sort', 'price', 'change');
    type('note', 'Gift wrap, please');
    type('name', 'ava@tote.test');
    type('outside-field', 'not ours');
    expect(queue()).toEqual([byId('name'), byId('gift'), byId('sort'), byId('note'), byId('name')]);
    expect([...values()]).toEqual([
      [byId('name'), 'ava@tote.test'],
      [byId('sort'), 'price'],
      [byId('note'), 'Gift wrap, please'],
    ]);
  });
});

describe('once the app has hydrated the page', () => {
  it('holds back and notes nothing', () => {
    win()[HYDRATED_FLAG] = true;
    const add = heard(byId('add'));
    expect(tap(byId('label'))).toBe(true);
    expect(add()).toBe(1);
    byId('size-l').click();
    (byId('name') as HTMLInputElement).value = 'ava';
    byId('name').dispatchEvent(new Event('input', { bubbles: true }));
    expect(queue()).toEqual([]);
    expect(values().size).toBe(0);
  });
});

describe('the page', () => {
  it('carries the script first in its head, ahead of the stylesheet and the app', () => {
    const html = withEarlyTaps(INDEX_HTML);
    const tag = `<script>${EARLY_TAPS_SCRIPT}</script>`;
    expect(html.indexOf(tag)).toBe(html.indexOf('<meta charset="UTF-8" />') + '<meta charset="UTF-8" />'.length);
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(withEarlyTaps('<p>no head</p>')).toBe('<p>no head</p>');
  });

  it("is allowed by the pages' Content-Security-Policy, by its hash", () => {
    const hash = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT, 'utf8').digest('base64')}'`;
    const policy = documentPolicy({
      inlineScripts: documentInlineScripts(INDEX_HTML),
      stripe: false,
      tagManager: false,
    });
    expect(policy).toContain(hash);
  });
});
