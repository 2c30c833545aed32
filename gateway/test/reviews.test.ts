/**
 * Product reviews through the gateway against the real api (schema/reviews.graphql): a member reviews a
 * delivered item once (a second → userError 23009), fields are checked with the api's messages, the
 * review shows on the product with its summary, and the size suggestion is the viewer's own (another
 * member, and a guest, never see it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewMessages } from '@tote/contract/reviews';
import { Browser, freshShopper } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import { deliveredRental, type Delivered } from './returns-helpers.js';

const REVIEW_FIELDS = 'reviewId reviewer stars title text fit sizeWorn heightCm bodyShape photos { url } createdAt';
const SUMMARY = 'reviewSummary { average count starCounts { stars count } runsSmall trueToSize runsLarge }';
const ITEM = /* GraphQL */ `
  query ReviewItem($id: Int!) {
    reviewableItem(orderItemId: $id) {
      orderItemId
      orderId
      title
      size
      sizes
      status
      product {
        productId
        title
      }
    }
  }
`;
const ADD = /* GraphQL */ `
  mutation AddReview($input: AddReviewInput!) {
    addReview(input: $input) {
      review { ${REVIEW_FIELDS} }
      product { productId ${SUMMARY} }
      userErrors { code field message }
    }
  }
`;
const PRODUCT = /* GraphQL */ `
  query ProductReviews($slug: String!, $filter: ReviewFilter, $heightCm: Int, $bodyShape: BodyShape) {
    product(slug: $slug) {
      id
      ${SUMMARY}
      reviews(filter: $filter, pageSize: 50) { total reviews { ${REVIEW_FIELDS} } }
      recommendedReviews { reviewId stars }
      sizeSuggestion(heightCm: $heightCm, bodyShape: $bodyShape) { size reviewCount similar heightCm bodyShape }
    }
  }
`;
const ORDER_LINES = `query Lines($orderId: Int!) { order(orderId: $orderId) { lines { orderItemId reviewStatus } } }`;

let gw: Gateway;
let rental: Delivered;
let item: { orderItemId: number; size: string; sizes: string[]; product: { productId: number; title: string } };
let slug: string;
beforeAll(async () => {
  gw = await startGateway();
  rental = await deliveredRental(gw.url, 30);
  item = (await rental.b.gql(ITEM, { id: rental.orderItemIds[0] })).data.reviewableItem;
  const p = await rental.b.gql(`query P($id: ID!) { node(id: $id) { ... on Product { slug } } }`, {
    id: Buffer.from(`Product:${item.product.productId}`).toString('base64'),
  });
  slug = p.data.node.slug;
});
afterAll(async () => {
  await gw?.close();
});

/** The seed's two Pear reviewers of 166 and 170 cm wore the middle size true to size (api/src/reviews/seed.ts). */
const middle = () => item.sizes[Math.floor((item.sizes.length - 1) / 2)]!;
const input = (over: Record<string, unknown> = {}) => ({
  orderItemId: rental.orderItemIds[0],
  stars: 5,
  title: 'Made my evening',
  text: 'Lovely drape; true to size for me.',
  fit: 'TRUE_TO_SIZE',
  sizeWorn: middle(),
  heightCm: 168,
  bodyShape: 'PEAR',
  ...over,
});

describe('reviewableItem, addReview and OrderLine.reviewStatus', () => {
  it('reviews a delivered item once, after the field rules; the order line then shows it reviewed', async () => {
    const { b, orderId } = rental;
    expect(item).toMatchObject({ title: item.product.title, status: 'REVIEWABLE', size: expect.any(String) });
    expect(item.sizes).toContain(item.size);
    const lines = async () => (await b.gql(ORDER_LINES, { orderId })).data.order.lines;
    expect((await lines())[0].reviewStatus).toBe('REVIEWABLE');

    const bad = await b.gql(ADD, { input: input({ stars: 0, title: ' ', heightCm: 300 }) });
    expect(bad.data.addReview.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'stars'], message: ReviewMessages.stars },
      { code: 'VALIDATION', field: ['input', 'title'], message: ReviewMessages.title },
      { code: 'VALIDATION', field: ['input', 'heightCm'], message: ReviewMessages.height },
    ]);
    const photos = await b.gql(ADD, { input: input({ photoKeys: ['a', 'b', 'c', 'd', 'e'] }) });
    expect(photos.data.addReview.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'photoKeys'], message: ReviewMessages.photos },
    ]);
    const before = (await b.gql(PRODUCT, { slug })).data.product.reviewSummary.count;

    const added = await b.gql(ADD, { input: input() });
    expect(added.data.addReview.userErrors).toEqual([]);
    expect(added.data.addReview.review).toMatchObject({ stars: 5, fit: 'TRUE_TO_SIZE', bodyShape: 'PEAR' });
    expect(added.data.addReview.review.reviewer).not.toContain('@');
    expect(added.data.addReview.product.reviewSummary.count).toBe(before + 1);

    const again = await b.gql(ADD, { input: input({ stars: 1 }) });
    expect(again.data.addReview).toMatchObject({
      review: null,
      userErrors: [{ code: '23009', field: null, message: ReviewMessages.alreadyReviewed }],
    });
    expect((await lines())[0].reviewStatus).toBe('REVIEWED');
    expect((await b.gql(ITEM, { id: item.orderItemId })).data.reviewableItem.status).toBe('REVIEWED');

    const page = (await b.gql(PRODUCT, { slug, filter: { bodyShape: 'PEAR', size: middle() } })).data.product;
    expect(page.reviews.reviews.map((r: { reviewId: number }) => r.reviewId)).toContain(
      added.data.addReview.review.reviewId,
    );
    expect(page.reviews.reviews.every((r: { bodyShape: string }) => r.bodyShape === 'PEAR')).toBe(true);

    // The review alone by its global id (/product/review/info), for a guest too; an unknown one is null.
    const NODE = `query($id: ID!) { node(id: $id) { __typename ... on Review { id ${REVIEW_FIELDS} } } }`;
    const review = added.data.addReview.review;
    const id = Buffer.from(`Review:${review.reviewId}`).toString('base64');
    const guest = new Browser(gw.url);
    expect((await guest.gql(NODE, { id })).data.node).toMatchObject({ __typename: 'Review', id, ...review });
    const unknown = Buffer.from('Review:2147483000').toString('base64');
    expect((await guest.gql(NODE, { id: unknown })).data.node).toBeNull();
  });

  it("another member and a guest get nothing of the item; adding for another's item is a 20003 userError", async () => {
    const other = await freshShopper(gw.url);
    expect((await other.gql(ITEM, { id: item.orderItemId })).data.reviewableItem).toBeNull();
    const r = await other.gql(ADD, { input: input() });
    expect(r.data.addReview.userErrors).toEqual([
      { code: '20003', field: null, message: `Order item ${item.orderItemId} not found` },
    ]);
    const guest = new Browser(gw.url);
    expect((await guest.gql(ITEM, { id: item.orderItemId })).data.reviewableItem).toBeNull();
    expect((await guest.gql(ADD, { input: input() })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Product.sizeSuggestion', () => {
  it("is the viewer's own: the reviewer's height counts for them, never for another member or a guest", async () => {
    const mine = (await rental.b.gql(PRODUCT, { slug })).data.product.sizeSuggestion;
    const other = await freshShopper(gw.url);
    const theirs = (await other.gql(PRODUCT, { slug })).data.product.sizeSuggestion;
    const guest = (await new Browser(gw.url).gql(PRODUCT, { slug })).data.product.sizeSuggestion;
    // The reviewer (168 cm, Pear) and the seed's two Pear reviewers of 166 and 170 cm: three like them.
    expect(mine).toMatchObject({ similar: true, heightCm: 168, bodyShape: 'PEAR' });
    expect(mine.reviewCount).toBeGreaterThanOrEqual(3);
    for (const s of [theirs, guest]) expect(s).toMatchObject({ similar: false, heightCm: null, bodyShape: null });
    const asked = (await new Browser(gw.url).gql(PRODUCT, { slug, heightCm: 168, bodyShape: 'PEAR' })).data.product;
    expect(asked.sizeSuggestion).toEqual(mine);
    expect((await new Browser(gw.url).gql(PRODUCT, { slug, heightCm: 20 })).errors?.[0]?.message).toBe(
      ReviewMessages.height,
    );
  });
});
