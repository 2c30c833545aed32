/**
 * Link previews of a shared capsule / wishlist (http/shareHead.ts): the HTML of /share/{kind}/{id}
 * carries the title, description, og:title, og:description, og:image, og:url and twitter:card from the
 * share, for a crawler without a session; an unknown or withdrawn link gets the plain page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshShopper } from './account-helpers.js';
import { gql, startGateway, type Gateway } from './helpers.js';
import { page, webDist, type Page } from './document-helpers.js';

const dist = webDist();
let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ webDist: dist });
});
afterAll(() => gw?.close());

/** The page, asked again while it goes out without its data (a 300 ms budget on a busy machine). */
async function pageWithData(path: string): Promise<Page> {
  let last: Page | null = null;
  for (let attempt = 0; attempt < 30; attempt++) {
    last = await page(`${gw.url}${path}`);
    if (last.preloaded) return last;
  }
  throw new Error(`${path} never came with its data (last status ${last?.status})`);
}

async function sharedCapsule(name: string) {
  const r = await gql(
    gw.url,
    `{ productListing(scope: { kind: ALL }) { products(first: 2) { edges { node { productId } } } } }`,
  );
  const ids: number[] = r.data.productListing.products.edges.map(
    (e: { node: { productId: number } }) => e.node.productId,
  );
  const b = await freshShopper(gw.url);
  const created = await b.gql(
    `mutation C($input: CreateCapsuleInput!) { createCapsule(input: $input) { capsule { capsuleId } } }`,
    {
      input: { name },
    },
  );
  const capsuleId = created.data.createCapsule.capsule.capsuleId as number;
  for (const productId of ids)
    await b.gql(`mutation A($input: CapsuleProductInput!) { addToCapsule(input: $input) { capsule { capsuleId } } }`, {
      input: { capsuleId, productId },
    });
  const shared = await b.gql(
    `mutation S($input: ShareCollectionInput!) { shareCollection(input: $input) { share { shareId url } } }`,
    { input: { kind: 'CAPSULE', resourceId: capsuleId } },
  );
  return { b, capsuleId, ...(shared.data.shareCollection.share as { shareId: string; url: string }) };
}

describe('a shared capsule’s page', () => {
  it('has the Open Graph and Twitter tags of the share, for a crawler', async () => {
    const { shareId } = await sharedCapsule('Riviera <summer>');
    const p = await pageWithData(`/share/capsule/${shareId}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe('Riviera <summer> | Tote');
    expect(p.html).not.toContain('<summer>');
    expect(p.meta('og:title')).toBe('Riviera <summer> | Tote');
    expect(p.meta('og:description')).toMatch(/shared a capsule on Tote: 2 styles to rent or buy\.$/);
    expect(p.meta('description')).toBe(p.meta('og:description'));
    expect(p.meta('og:image')).toMatch(new RegExp(`^${gw.url}/images/`));
    expect(p.meta('og:url')).toBe(`${gw.url}/share/capsule/${shareId}`);
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.preloaded?.variables).toEqual({ shareId, page: 1, pageSize: 24, sort: 'RECOMMENDED', filter: null });
    expect(p.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('an unknown or deleted share gets the plain page (the web goes to /error/expired itself)', async () => {
    const { b, capsuleId, shareId } = await sharedCapsule('Gone soon');
    await b.gql(`mutation D($input: DeleteCapsuleInput!) { deleteCapsule(input: $input) { deletedId } }`, {
      input: { capsuleId },
    });
    for (const path of [`/share/capsule/${shareId}`, `/share/wishlist/${'A'.repeat(22)}`]) {
      const p = await page(`${gw.url}${path}`);
      expect([p.status, p.meta('og:title'), p.preloaded]).toEqual([200, null, null]);
    }
  });
});
