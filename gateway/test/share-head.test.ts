/**
 * Link previews of a shared capsule / wishlist (http/document/sharePage.ts): the HTML of /share/{kind}/{id}
 * carries the title, description, og:title, og:description, og:image, og:url and twitter:card from the
 * share, for a crawler without a session, beside the share's page drawn; an unknown or withdrawn link gets the
 * plain page, undrawn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshShopper } from './account-helpers.js';
import { gql, startGateway, type Gateway } from './helpers.js';
import { DRAWING_BUDGET_MS, drawnPage, headingOf, page, webDist } from './document-helpers.js';

const dist = webDist();
let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ webDist: dist, pageDataBudgetMs: DRAWING_BUDGET_MS });
});
afterAll(() => gw?.close());

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
    const p = await drawnPage(`${gw.url}/share/capsule/${shareId}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe('Riviera <summer> | Tote');
    expect(p.html).not.toContain('<summer>');
    expect(p.meta('og:title')).toBe('Riviera <summer> | Tote');
    expect(p.meta('og:description')).toMatch(/shared a capsule on Tote: 2 styles to rent or buy\.$/);
    expect(p.meta('description')).toBe(p.meta('og:description'));
    expect(p.meta('og:image')).toMatch(new RegExp(`^${gw.url}/images/`));
    expect(p.meta('og:url')).toBe(`${gw.url}/share/capsule/${shareId}`);
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    // The share's page itself is drawn, from the records the browser's store starts with.
    expect(p.root).toContain('<h1 class="share-order__title">Riviera &lt;summer&gt;</h1>');
    expect(p.records!['client:root']).toHaveProperty([`sharedCollection(shareId:"${shareId}")`]);
    expect(p.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('a withdrawn share (its capsule deleted) goes out undrawn, with the plain head: the web reacts', async () => {
    const { b, capsuleId, shareId } = await sharedCapsule('Gone soon');
    await b.gql(`mutation D($input: DeleteCapsuleInput!) { deleteCapsule(input: $input) { deletedId } }`, {
      input: { capsuleId },
    });
    const answer = await gql(gw.url, `{ sharedCollection(shareId: "${shareId}") { title } }`);
    expect(answer.errors?.length).toBeGreaterThan(0);
    const p = await page(`${gw.url}/share/capsule/${shareId}`);
    expect([p.status, p.meta('og:title'), p.records, p.root]).toEqual([200, null, null, '']);
  });

  it('a link that names no share: a 404, drawn as the not-found page, with the plain head', async () => {
    const path = `/share/wishlist/${'A'.repeat(22)}`;
    const p = await drawnPage(`${gw.url}${path}`);
    expect(p.status).toBe(404);
    expect(p.title).toBe('Page Not Found');
    expect(headingOf(p)).toBe(`Page not found: ${path}`);
    expect(p.meta('og:title')).toBe('Page Not Found');
    expect(p.meta('og:image')).toBeNull();
  });
});
