/**
 * Product reviews (contract/reviews.ts): only the member whose order holds an item, once it reached them,
 * may review it, once (a second or racing add → 23009); the list filters and summarises; recommended
 * reviews come with photos and long texts first; the size suggestion counts reviews of members like you.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@tote/contract/codes';
import {
  ReviewMessages,
  reviewerName,
  votedSize,
  type RecommendedReviews,
  type Review,
  type ReviewableItems,
  type ReviewPage,
  type SizeSuggestionResult,
} from '@tote/contract/reviews';
import { call } from './accounts-helpers.js';
import { RELAXED_LIMITS } from './accounts-helpers.js';
import { data } from './http.js';
import { openTestApi, type TestApi } from './db.js';
import { holdFulfilmentClock } from './order-helpers.js';
import { returnHelpers } from './returns-helpers.js';
import type { Shopper } from './member-helpers.js';
import { FileMessages } from '@tote/contract/files';
import { tempFilesDir, upload } from './files-helpers.js';

let t: TestApi;
const dir = tempFilesDir();
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, files: { dir } });
  await holdFulfilmentClock(t.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const h = returnHelpers(() => t, 860);
const r = <T>(path: string, token: string | undefined, body: Record<string, unknown> = {}) =>
  call<T>(t.app, `/v1/product/review/${path}`, body, token);

async function itemOf(s: Shopper, orderItemId: number) {
  return data(await r<ReviewableItems>('items', s.token, { orderItemIds: [orderItemId] })).list[0]!.data!;
}

const review = (orderItemId: number, sizeWorn: string, over: Record<string, unknown> = {}) => ({
  orderItemId,
  stars: 5,
  title: 'Perfect for a gala',
  text: 'Soft fabric, the length was right with heels.',
  fit: 'true_to_size',
  sizeWorn,
  heightCm: 203,
  bodyShape: 'Apple',
  ...over,
});

/** A member with one delivered rental: the member, the item as reviews see it. */
async function deliveredItem() {
  const s = await h.member();
  const { lines } = await h.deliveredRentals(s, 1);
  return { s, item: await itemOf(s, lines[0]!) };
}

describe('/product/review/add', () => {
  it('the member who had the item reviews it once; the list shows the reviewer by first name + initial', async () => {
    const { s, item } = await deliveredItem();
    expect(item).toMatchObject({ reviewable: true, reviewId: null });
    expect(item.sizes).toContain(item.size);
    const added = data(await r<Review>('add', s.token, review(item.orderItemId, item.size!)));
    expect(added).toMatchObject({ shopProductId: item.shopProductId, stars: 5, fit: 'true_to_size', heightCm: 203 });
    expect(added.reviewer).not.toContain('@');
    expect(data(await r<Review>('info', undefined, { reviewId: added.reviewId }))).toEqual(added);
    expect(await itemOf(s, item.orderItemId)).toMatchObject({ reviewable: false, reviewId: added.reviewId });

    const again = await r('add', s.token, review(item.orderItemId, item.size!, { stars: 1 }));
    expect(again.body).toMatchObject({
      code: ErrorCode.REVIEW_EXISTS,
      message: { content: ReviewMessages.alreadyReviewed },
    });
    const page = data(
      await r<ReviewPage>('list', undefined, { shopProductId: item.shopProductId, bodyShape: 'Apple', pageSize: 50 }),
    );
    expect(page.list.filter((x) => x.reviewId === added.reviewId)).toHaveLength(1);
    expect(page.list.every((x) => x.bodyShape === 'Apple')).toBe(true);
  });

  it('two racing adds for one item leave one review', async () => {
    const { s, item } = await deliveredItem();
    const results = await Promise.all(
      [1, 2, 3].map((n) => r<Review>('add', s.token, review(item.orderItemId, item.size!, { stars: n }))),
    );
    expect(results.filter((x) => x.body.code === 0)).toHaveLength(1);
    expect(results.filter((x) => x.body.code === ErrorCode.REVIEW_EXISTS)).toHaveLength(2);
    const rows = await t.db.selectFrom('reviews').where('order_item_id', '=', item.orderItemId).select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it("another member's item is 20003 like an unknown one; an item not delivered yet is 23010", async () => {
    const { item } = await deliveredItem();
    const other = await h.member();
    const foreign = await r('add', other.token, review(item.orderItemId, item.size!));
    expect(foreign.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    expect(foreign.body.message?.content).toBe(`Order item ${item.orderItemId} not found`);
    const [entry] = data(await r<ReviewableItems>('items', other.token, { orderItemIds: [item.orderItemId] })).list;
    expect(entry).toMatchObject({ id: item.orderItemId, code: ErrorCode.DATA_NOT_FOUND, data: null });

    const orderId = await h.rentOrder(other, 1);
    const [line] = data(await h.detail(other, orderId)).lines;
    const pending = await itemOf(other, line!.orderItemId);
    expect(pending.reviewable).toBe(false);
    const early = await r('add', other.token, review(pending.orderItemId, pending.size!));
    expect(early.body).toMatchObject({ code: ErrorCode.REVIEW_NOT_YET, message: { content: ReviewMessages.notYet } });
  });

  it("attaches the member's own uploaded photos, each once; a foreign key refuses the whole review", async () => {
    const { s, item } = await deliveredItem();
    const other = await deliveredItem();
    const [mine, theirs] = [await upload(t.app, s.token), await upload(t.app, other.s.token)];
    const foreign = await r(
      'add',
      s.token,
      review(item.orderItemId, item.size!, { photoKeys: [mine.key, theirs.key] }),
    );
    expect(foreign.body).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      message: { content: FileMessages.notClaimable(theirs.key) },
    });
    expect((await itemOf(s, item.orderItemId)).reviewable).toBe(true);

    const added = data(
      await r<Review>('add', s.token, review(item.orderItemId, item.size!, { photoKeys: [mine.key] })),
    );
    expect(added.photos).toEqual([{ key: mine.key, url: `/files/${mine.key}` }]);
    const reused = await r(
      'add',
      other.s.token,
      review(other.item.orderItemId, other.item.size!, { photoKeys: [mine.key] }),
    );
    expect(reused.body.code).toBe(ErrorCode.BAD_REQUEST);
    const five = await r(
      'add',
      other.s.token,
      review(other.item.orderItemId, other.item.size!, { photoKeys: ['a', 'b', 'c', 'd', 'e'] }),
    );
    expect(five.body.message?.content).toContain(ReviewMessages.photos);
  });

  it('refuses bad fields with the rule messages and needs a session', async () => {
    const { s, item } = await deliveredItem();
    const bad = async (over: Record<string, unknown>) =>
      (await r('add', s.token, review(item.orderItemId, item.size!, over))).body;
    // verbatim: the contract's sentences, not "Invalid parameter …"
    expect((await bad({ stars: 6 })).message?.content).toBe(ReviewMessages.stars);
    expect((await bad({ title: '  ' })).message?.content).toBe(ReviewMessages.title);
    expect((await bad({ fit: 'baggy' })).message?.content).toBe(ReviewMessages.fit);
    expect((await bad({ heightCm: 90 })).message?.content).toBe(ReviewMessages.height);
    expect((await bad({ bodyShape: 'Round' })).code).toBe(ErrorCode.BAD_REQUEST);
    expect((await bad({ sizeWorn: 'XXXL' })).message?.content).toBe(ReviewMessages.sizeWorn);
    expect((await r('add', undefined, review(item.orderItemId, item.size!))).body.code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await itemOf(s, item.orderItemId)).reviewable).toBe(true);
  });
});

describe('list summary, recommended reviews and the size suggestion', () => {
  it('summarises stars and fit shares over all reviews; recommends photos first', async () => {
    const { s, item } = await deliveredItem();
    const before = data(await r<ReviewPage>('list', undefined, { shopProductId: item.shopProductId })).summary;
    await r('add', s.token, review(item.orderItemId, item.size!, { stars: 4, fit: 'runs_small' }));
    const after = data(await r<ReviewPage>('list', undefined, { shopProductId: item.shopProductId, stars: 4 }));
    expect(after.summary.count).toBe(before.count + 1);
    expect(after.summary.starCounts.find((x) => x.stars === 4)!.count).toBe(
      before.starCounts.find((x) => x.stars === 4)!.count + 1,
    );
    expect(after.list.every((x) => x.stars === 4)).toBe(true);
    const { fit } = after.summary;
    expect(fit.runsSmall + fit.trueToSize + fit.runsLarge).toBeGreaterThanOrEqual(99);

    const [photo] = await t.db
      .insertInto('reviews')
      .values({
        product_id: item.shopProductId,
        reviewer: 'Ada L.',
        stars: 5,
        title: 'With a photo',
        body: 'Short.',
        fit: 'true_to_size',
        size_worn: item.size!,
        height_cm: null,
        body_shape: null,
        photos: JSON.stringify([{ key: 'k', url: '/files/k' }]),
      })
      .returning('id')
      .execute();
    const rec = data(await r<RecommendedReviews>('recommendList', undefined, { shopProductId: item.shopProductId }));
    expect(rec.list[0]!.reviewId).toBe(photo!.id);
    expect(rec.list.length).toBeLessThanOrEqual(3);
    expect(rec.list.every((x) => x.stars >= 4)).toBe(true);
  });

  it('suggests the size members like you wore once three reviews agree, from fit data', async () => {
    const { s, item } = await deliveredItem();
    const ask = async (token: string | undefined, over: Record<string, unknown> = {}) =>
      data(await r<SizeSuggestionResult>('sizeSuggestion', token, { shopProductId: item.shopProductId, ...over }))
        .suggestion;
    const like = { heightCm: 201, bodyShape: 'Inverted Triangle' };
    expect(await ask(undefined, like)).toBeNull();
    const sizes = item.sizes;
    const smaller = sizes[0]!;
    // Two members like this one who wore the smallest size and found it ran small vote one size up.
    for (const fit of ['runs_small', 'runs_small'] as const) {
      await t.db
        .insertInto('reviews')
        .values({
          product_id: item.shopProductId,
          reviewer: 'Bea K.',
          stars: 4,
          title: 'Snug',
          body: 'Size up.',
          fit,
          size_worn: smaller,
          height_cm: 198,
          body_shape: 'Inverted Triangle',
          photos: '[]',
        })
        .execute();
    }
    expect(await ask(undefined, like)).toBeNull();
    const up = votedSize(sizes, smaller, 'runs_small')!;
    await r('add', s.token, review(item.orderItemId, up, { heightCm: 202, bodyShape: 'Inverted Triangle' }));
    expect(await ask(undefined, like)).toEqual({
      size: up,
      reviewCount: 3,
      basis: 'similar',
      heightCm: 201,
      bodyShape: 'Inverted Triangle',
      inSavedSizes: false,
    });
    // The member's own height and shape come from their latest review when not given.
    expect(await ask(s.token)).toMatchObject({ size: up, reviewCount: 3, heightCm: 202, basis: 'similar' });
    // Another body shape of that height has no reviews to go on.
    expect(await ask(undefined, { heightCm: 201, bodyShape: 'Apple' })).toBeNull();
  });
});

describe('reviewerName and votedSize', () => {
  it('shows first name and last initial only; fit moves the vote one size', () => {
    expect(reviewerName('Jane van Doe')).toBe('Jane D.');
    expect(reviewerName('Jane')).toBe('Jane');
    expect(reviewerName('  ')).toBe('Member');
    expect(votedSize(['S', 'M', 'L'], 'M', 'runs_small')).toBe('L');
    expect(votedSize(['S', 'M', 'L'], 'M', 'runs_large')).toBe('S');
    expect(votedSize(['S', 'M', 'L'], 'L', 'runs_small')).toBeNull();
  });
});
