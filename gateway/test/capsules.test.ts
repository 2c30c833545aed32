/**
 * Capsules and shared collections through the gateway against the real api (schema/capsules.graphql,
 * schema/share.graphql): the viewer's capsules and their five changes (userErrors verbatim), another
 * member never sees or changes them; a shared capsule / wishlist readable by a guest with paged,
 * filtered products and facets, its views counted, and SHARE_EXPIRED once the capsule is deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPSULE_NAME_TAKEN_MESSAGE } from '@tote/contract/capsules';
import { Browser, freshShopper } from './account-helpers.js';
import { gql, startGateway, type Gateway } from './helpers.js';

const CAPSULE = 'id capsuleId name productCount coverImages { url } products { productId }';
const ERRORS = 'userErrors { code field message }';
const CAPSULES = `query Capsules { viewer { capsules { ${CAPSULE} } } }`;
const payload = (name: string, input: string) => {
  const field = `${name[0]!.toLowerCase()}${name.slice(1)}`;
  return `mutation ${name}($input: ${input}!) { ${field}(input: $input) { capsule { ${CAPSULE} } ${ERRORS} } }`;
};
const CREATE = payload('CreateCapsule', 'CreateCapsuleInput');
const RENAME = payload('RenameCapsule', 'RenameCapsuleInput');
const ADD = payload('AddToCapsule', 'CapsuleProductInput');
const REMOVE = payload('RemoveFromCapsule', 'CapsuleProductInput');
const DELETE = /* GraphQL */ `
  mutation DeleteCapsule($input: DeleteCapsuleInput!) { deleteCapsule(input: $input) { deletedId ${ERRORS} } }
`;
const SHARE = /* GraphQL */ `
  mutation Share($input: ShareCollectionInput!) {
    shareCollection(input: $input) { share { shareId url expiresAt } ${ERRORS} }
  }
`;
const VIEW = `mutation View($input: RecordShareViewInput!) { recordShareView(input: $input) { viewCount } }`;
const SHARED = /* GraphQL */ `
  query Shared($shareId: String!, $page: Int, $filter: ProductFilterInput, $sort: ProductSort) {
    sharedCollection(shareId: $shareId) {
      kind
      title
      ownerFirstName
      productCount
      viewCount
      coverImages {
        url
      }
      facets {
        sizes {
          value
          count
        }
        categories {
          value
          count
        }
      }
      products(page: $page, pageSize: 2, filter: $filter, sort: $sort) {
        totalCount
        page
        pageCount
        items {
          productId
          price {
            amount
          }
        }
      }
    }
  }
`;

let gw: Gateway;
let productIds: number[];
beforeAll(async () => {
  gw = await startGateway();
  const r = await gql(
    gw.url,
    `{ productListing(scope: { kind: ALL }) { products(first: 3) { edges { node { productId } } } } }`,
  );
  productIds = r.data.productListing.products.edges.map((e: { node: { productId: number } }) => e.node.productId);
});
afterAll(async () => {
  await gw?.close();
});

async function capsuleOf(b: Browser, name: string, ids: number[]) {
  const created = await b.gql(CREATE, { input: { name } });
  expect(created.data.createCapsule.userErrors).toEqual([]);
  const capsuleId = created.data.createCapsule.capsule.capsuleId as number;
  for (const productId of ids) {
    const r = await b.gql(ADD, { input: { capsuleId, productId } });
    expect(r.data.addToCapsule.userErrors).toEqual([]);
  }
  return capsuleId;
}

describe('viewer.capsules and the capsule mutations', () => {
  it('creates, fills, renames, empties and deletes a capsule; userErrors carry the api message', async () => {
    const b = await freshShopper(gw.url);
    const capsuleId = await capsuleOf(b, 'Weekend', productIds.slice(0, 2));
    let list = (await b.gql(CAPSULES)).data.viewer.capsules;
    expect(list).toEqual([expect.objectContaining({ capsuleId, name: 'Weekend', productCount: 2 })]);
    expect(list[0].products.map((p: { productId: number }) => p.productId)).toEqual(productIds.slice(0, 2).reverse());
    const dup = await b.gql(CREATE, { input: { name: 'weekend' } });
    expect(dup.data.createCapsule).toEqual({
      capsule: null,
      userErrors: [{ code: '40001', field: ['input', 'name'], message: CAPSULE_NAME_TAKEN_MESSAGE }],
    });
    const renamed = await b.gql(RENAME, { input: { capsuleId, name: 'City' } });
    expect(renamed.data.renameCapsule.capsule.name).toBe('City');
    const removed = await b.gql(REMOVE, { input: { capsuleId, productId: productIds[0] } });
    expect(removed.data.removeFromCapsule.capsule.productCount).toBe(1);
    const deleted = await b.gql(DELETE, { input: { capsuleId } });
    expect(deleted.data.deleteCapsule).toEqual({ deletedId: list[0].id, userErrors: [] });
    list = (await b.gql(CAPSULES)).data.viewer.capsules;
    expect(list).toEqual([]);
  });

  it('never shows or changes a capsule for another member or a guest', async () => {
    const owner = await freshShopper(gw.url);
    const capsuleId = await capsuleOf(owner, 'Secret', productIds.slice(0, 1));
    const other = await freshShopper(gw.url);
    expect((await other.gql(CAPSULES)).data.viewer.capsules).toEqual([]);
    for (const [query, input] of [
      [RENAME, { capsuleId, name: 'Mine' }],
      [ADD, { capsuleId, productId: productIds[1] }],
      [REMOVE, { capsuleId, productId: productIds[0] }],
    ] as const) {
      const r = await other.gql(query, { input });
      const field = Object.values(r.data)[0] as { capsule: unknown; userErrors: { message: string }[] };
      expect(field.capsule).toBeNull();
      expect(field.userErrors[0]!.message).toBe(`Capsule ${capsuleId} not found`);
    }
    expect((await other.gql(DELETE, { input: { capsuleId } })).data.deleteCapsule.deletedId).toBeNull();
    const guest = new Browser(gw.url);
    expect((await guest.gql(CAPSULES)).data.viewer).toBeNull();
    expect((await guest.gql(CREATE, { input: { name: 'x' } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const mine = (await owner.gql(CAPSULES)).data.viewer.capsules;
    expect(mine.map((c: { name: string; productCount: number }) => [c.name, c.productCount])).toEqual([['Secret', 1]]);
  });
});

describe('sharedCollection', () => {
  it('shows a shared capsule to a guest (title, products paged, facets, views); deleted → SHARE_EXPIRED', async () => {
    const owner = await freshShopper(gw.url);
    const capsuleId = await capsuleOf(owner, 'Gala', productIds);
    const shared = await owner.gql(SHARE, { input: { kind: 'CAPSULE', resourceId: capsuleId } });
    expect(shared.data.shareCollection.userErrors).toEqual([]);
    const { shareId, url } = shared.data.shareCollection.share;
    expect(url).toMatch(new RegExp(`/share/capsule/${shareId}$`));
    const guest = new Browser(gw.url);
    expect((await guest.gql(VIEW, { input: { shareId } })).data.recordShareView.viewCount).toBe(1);
    const r = await guest.gql(SHARED, { shareId, page: 2 });
    expect(r.errors).toBeUndefined();
    const c = r.data.sharedCollection;
    expect(c).toMatchObject({ kind: 'CAPSULE', title: 'Gala', productCount: 3, viewCount: 1 });
    expect(c.coverImages).toHaveLength(3);
    expect(c.products).toMatchObject({ totalCount: 3, page: 2, pageCount: 2 });
    expect(c.products.items).toHaveLength(1);
    const size = c.facets.sizes[0];
    const filtered = await guest.gql(SHARED, { shareId, filter: { sizes: [size.value] } });
    expect(filtered.data.sharedCollection.products.totalCount).toBe(size.count);
    const sorted = await guest.gql(SHARED, { shareId, sort: 'PRICE_DESC' });
    const prices = sorted.data.sharedCollection.products.items.map(
      (p: { price: { amount: number } }) => p.price.amount,
    );
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    // An order query for this link, or a made-up link, is null.
    const order = await guest.gql(`query O($s: String!) { sharedOrder(shareId: $s) { shareId } }`, { s: shareId });
    expect(order.data.sharedOrder).toBeNull();
    const unknown = await guest.gql(SHARED, { shareId: 'A'.repeat(22) });
    expect(unknown.data.sharedCollection).toBeNull();

    await owner.gql(DELETE, { input: { capsuleId } });
    const gone = await guest.gql(SHARED, { shareId });
    expect(gone.errors?.[0]?.extensions).toMatchObject({ code: 'SHARE_EXPIRED', upstreamCode: 22002 });
  });

  it('shares the viewer’s wishlist (resourceId 0) and refuses another member’s capsule', async () => {
    const owner = await freshShopper(gw.url);
    const capsuleId = await capsuleOf(owner, 'Mine', productIds.slice(0, 1));
    const other = await freshShopper(gw.url);
    const refused = await other.gql(SHARE, { input: { kind: 'CAPSULE', resourceId: capsuleId } });
    expect(refused.data.shareCollection.share).toBeNull();
    expect(refused.data.shareCollection.userErrors[0].message).toBe(`Capsule ${capsuleId} not found`);
    const wl = await owner.gql(SHARE, { input: { kind: 'WISHLIST', resourceId: 0 } });
    const { shareId } = wl.data.shareCollection.share;
    const r = await new Browser(gw.url).gql(SHARED, { shareId });
    expect(r.data.sharedCollection).toMatchObject({ kind: 'WISHLIST', productCount: 1 });
    expect(r.data.sharedCollection.title).toMatch(/wishlist$/);
  });
});
