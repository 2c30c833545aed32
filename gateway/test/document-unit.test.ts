/**
 * The page writer's pure parts: the route table's matching, JSON in scripts, availability, the boot rewrite, the
 * screen's chunks.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchScreenRoute, SCREEN_CHUNKS_FILE, SCREEN_ROUTES } from '@tote/contract/routes';
import { startAfterFirstPaint } from '../src/http/document/boot.js';
import { screenCodeOf, screenCodeTag, SCREEN_CODE_ELEMENT_ID } from '../src/http/document/screenCode.js';
import { jsonForScript } from '../src/http/document/html.js';
import { productJsonLd } from '../src/http/document/jsonld.js';
import { INDEX_HTML } from './document-helpers.js';

describe('the route table', () => {
  it('matches paths as react-router does: case-insensitive, a trailing slash, the rest in *', () => {
    expect(matchScreenRoute('/')).toMatchObject({ name: 'home' });
    expect(matchScreenRoute('/Home/')).toMatchObject({ name: 'home' });
    expect(matchScreenRoute('/category/DRESSES')).toMatchObject({ name: 'category', params: { code: 'DRESSES' } });
    expect(matchScreenRoute('/category/a%20b')).toMatchObject({ params: { code: 'a b' } });
    expect(matchScreenRoute('/product/12-ava/silk-dress')).toMatchObject({
      name: 'product',
      params: { '*': '12-ava/silk-dress' },
    });
    expect(matchScreenRoute('/category')).toBeNull();
    expect(matchScreenRoute('/category/DRESSES/more')).toBeNull();
    expect(matchScreenRoute('/account')).toBeNull();
    expect(matchScreenRoute('/category/%E0%A4%A')).toBeNull();
  });

  it("gives each screen's variables from its params and query, or null for what names nothing", () => {
    const search = new URLSearchParams('sort=NEWEST&color=black&priceMax=300&colorId=7');
    expect(SCREEN_ROUTES.product.variables({ '*': '12-ava-silk-dress' }, search)).toEqual({
      productId: 12,
      colorId: 7,
    });
    expect(SCREEN_ROUTES.product.variables({ '*': 'silk-dress' }, search)).toBeNull();
    expect(SCREEN_ROUTES.brand.variables({ id: '0' }, search)).toBeNull();
    expect(SCREEN_ROUTES.brand.variables({ id: '7' }, search)).toEqual({
      brandId: 7,
      code: '7',
      sort: 'NEWEST',
      filter: { colors: ['black'], priceMax: 300 },
    });
    expect(SCREEN_ROUTES.occasions.variables({}, new URLSearchParams())).toEqual({
      code: null,
      hasCode: false,
      sort: 'RECOMMENDED',
      filter: null,
    });
  });
});

describe('writing the page', () => {
  it('escapes JSON for a script element: no </script>, <!--, U+2028 or U+2029 left', () => {
    const text = jsonForScript({ a: '</script><!-- & \u2028\u2029' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028\u2029' });
  });

  it('says OutOfStock when no size of the shown color has stock, and leaves availability out without sizes', () => {
    const base = { price: { amount: 120, currency: 'USD' }, productId: 5 };
    const offer = (sizes: unknown[]) =>
      (
        productJsonLd({ product: { ...base, sizes }, title: 'Dress', url: 'u', images: [], origin: 'o' }) as {
          offers: Record<string, unknown>;
        }
      ).offers;
    expect(offer([{ stock: 0, availability: 'OUT_OF_STOCK' }]).availability).toBe('https://schema.org/OutOfStock');
    expect(offer([{ stock: 0 }, { stock: 2, availability: 'LOW_STOCK' }]).availability).toBe(
      'https://schema.org/InStock',
    );
    expect(offer([])).not.toHaveProperty('availability');
    expect(offer([]).price).toBe('120.00');
  });

  it('starts the entry after the first paint, fetching the modules it preloaded one per task', () => {
    const html = startAfterFirstPaint(INDEX_HTML);
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('const m=["/assets/react-abc123.js"]');
    expect(html).toContain('import("/assets/index-abc123.js")');
    // The screen's chunks the page names get their links too, after the entry's.
    expect(html).toContain(`document.getElementById("${SCREEN_CODE_ELEMENT_ID}")`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">');
    const other = '<html><head><script src="/app.js"></script></head><body></body></html>';
    expect(startAfterFirstPaint(other)).toBe(other);
  });
});

describe("the screen's chunks", () => {
  it("names those the build lists for the screen module of the route's query, and only asset URLs", () => {
    const dist = mkdtempSync(join(tmpdir(), 'screen-code-'));
    try {
      const of = screenCodeOf(dist);
      expect(of('ProductScreenQuery')).toEqual([]); // not built yet
      const wanted = ['/assets/ProductScreen-a1.js', '/assets/operations~ProductScreen-b2.js'];
      const screens = { ProductScreen: [...wanted, 'https://x.test/a.js', '/assets/a.js"><script>'] };
      writeFileSync(join(dist, SCREEN_CHUNKS_FILE), JSON.stringify(screens));
      expect(of('ProductScreenQuery')).toEqual(wanted);
      expect(of('HomeScreenQuery')).toEqual([]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('writes them as JSON for the boot script, or nothing', () => {
    expect(screenCodeTag([])).toBe('');
    expect(screenCodeTag(['/assets/a.js'])).toBe(
      `<script type="application/json" id="${SCREEN_CODE_ELEMENT_ID}">["/assets/a.js"]</script>`,
    );
  });
});
