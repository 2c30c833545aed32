/**
 * The page renderer is warmed before the gateway says it is ready (/readyz): the web's server entry and every
 * screen's code loaded and a page drawn. The first shopper after that gets a drawn page, not the undrawn document a
 * cold renderer falls back to when the page's time budget (PAGE_DATA_BUDGET_MS) passes; the same for the first
 * product page (the warm-up draws one of each kind). Alone in its file: a
 * server entry another test of the file had loaded would make the first page warm anyway.
 */
import { afterAll, expect, it } from 'vitest';
import { startGateway, type Gateway } from './helpers.js';
import { page, PHONE, webDist } from './document-helpers.js';

let gw: Gateway | null = null;
afterAll(() => gw?.close());

it('the first page after /readyz says ready is drawn on the server', async () => {
  gw = await startGateway({ webDist: webDist() });
  const deadline = Date.now() + 60_000;
  while ((await fetch(`${gw.url}/readyz`)).status !== 200) {
    expect(Date.now()).toBeLessThan(deadline);
    await new Promise((r) => setTimeout(r, 50));
  }
  const first = await page(`${gw.url}/category/DRESSES`, { 'user-agent': PHONE });
  expect(first.status).toBe(200);
  expect(first.records, 'the first page carries the records it was drawn with').not.toBeNull();
  const product = /href="(\/product\/[^"?#]+)"/.exec(first.root)?.[1];
  expect(product, 'the category page links to a product').toBeTruthy();
  const detail = await page(`${gw.url}${product}`, { 'user-agent': PHONE });
  expect(detail.status).toBe(200);
  expect(detail.records, 'the first product page is drawn on the server too').not.toBeNull();
}, 90_000);
