/**
 * A member's nickname (contract/nickname.ts, /profile/edit): its rules answer 20018 with their message, no two
 * members hold one that differs only in letter case (two racing asks included), a blank one clears it, and the
 * member's reviews show it instead of "Jane D.", written before or after it was set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@tote/contract/codes';
import { NicknameMessages, nicknameProblem } from '@tote/contract/nickname';
import type { Profile } from '@tote/contract/profile';
import { reviewerName, type Review, type ReviewableItems } from '@tote/contract/reviews';
import { call, RELAXED_LIMITS, signUp } from './accounts-helpers.js';
import { data } from './http.js';
import { openTestApi, type TestApi } from './db.js';
import { listenOf } from '../src/platform/db/listen.js';
import { holdFulfilmentClock } from './order-helpers.js';
import { returnHelpers } from './returns-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
  await holdFulfilmentClock(t.db);
});
afterAll(() => t.close());

const edit = (token: string, nickname: string | null) => call<Profile>(t.app, '/v1/profile/edit', { nickname }, token);

describe('the rules', () => {
  it('take 2 to 20 letters, digits, spaces, dots, hyphens, apostrophes, underscores, from a letter or digit', () => {
    for (const fine of ['Jo', 'Ann_B', 'mia.lee', "O'Hara", 'Zoë 2', 'Ünal-Öz', '20s girl', 'a'.repeat(20)])
      expect(nicknameProblem(fine), fine).toBeNull();
    for (const bad of ['J', 'a'.repeat(21), '_ann', ' ann', 'ann@tote.test', 'see http://x', 'ann!', '<b>'])
      expect(nicknameProblem(bad), bad).toBe(NicknameMessages.format);
  });

  it("refuse a word that would read as the shop's own voice, not a word that only contains one", () => {
    for (const reserved of ['Tote', 'tote fan', 'The-Stylist', 'ADMIN', 'Support_', 'official.mia'])
      expect(nicknameProblem(reserved), reserved).toBe(NicknameMessages.reserved);
    for (const fine of ['Totebag Tess', 'Staffordshire', 'Adminah']) expect(nicknameProblem(fine), fine).toBeNull();
  });
});

describe('/profile/edit nickname', () => {
  it('stores it trimmed, with spaces made one; a blank or null one clears it', async () => {
    const s = await signUp(t.app);
    expect(data(await call<Profile>(t.app, '/v1/profile/query', {}, s.token, 'GET')).nickname).toBeNull();
    expect(data(await edit(s.token, '  Silk   Lover ')).nickname).toBe('Silk Lover');
    expect(data(await call<Profile>(t.app, '/v1/profile/edit', { birthYear: 1990 }, s.token)).nickname).toBe(
      'Silk Lover',
    );
    expect(data(await edit(s.token, '   ')).nickname).toBeNull();
    expect(data(await edit(s.token, 'Silk Lover')).nickname).toBe('Silk Lover');
    expect(data(await edit(s.token, null)).nickname).toBeNull();
  });

  it('answers 20018 with the broken rule and changes nothing else of the edit', async () => {
    const s = await signUp(t.app);
    for (const [nickname, message] of [
      ['x', NicknameMessages.format],
      ['Tote Stylist', NicknameMessages.reserved],
    ] as const) {
      const refused = await call(t.app, '/v1/profile/edit', { nickname, birthYear: 1985 }, s.token);
      expect(refused.body).toMatchObject({ code: ErrorCode.INVALID_NICKNAME, message: { content: message } });
    }
    const profile = data(await call<Profile>(t.app, '/v1/profile/query', {}, s.token, 'GET'));
    expect(profile).toMatchObject({ nickname: null, birthYear: null });
  });

  it("is one member's: another's, in any letter case, is 20018 taken; her own again is fine", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    expect(data(await edit(a.token, 'Velvet Mia')).nickname).toBe('Velvet Mia');
    const taken = await edit(b.token, 'velvet  MIA');
    expect(taken.body).toMatchObject({
      code: ErrorCode.INVALID_NICKNAME,
      message: { content: NicknameMessages.taken },
    });
    expect(data(await edit(a.token, 'Velvet Mia')).nickname).toBe('Velvet Mia');
    expect(data(await edit(a.token, 'VELVET MIA')).nickname).toBe('VELVET MIA');
  });

  it('two members asking for the same one at once: one gets it, the other 20018', async () => {
    const shoppers = await Promise.all([1, 2, 3].map(() => signUp(t.app)));
    const answers = await Promise.all(shoppers.map((s) => edit(s.token, 'Linen Lou')));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === ErrorCode.INVALID_NICKNAME)).toHaveLength(2);
    const holders = await t.db.selectFrom('users').where('nickname', '=', 'Linen Lou').select('id').execute();
    expect(holders).toHaveLength(1);
  });
});

describe('on reviews', () => {
  const h = returnHelpers(() => t, 870);
  const review = (orderItemId: number, sizeWorn: string) => ({
    orderItemId,
    stars: 4,
    title: 'Lovely drape',
    text: 'Fits well through the shoulders.',
    fit: 'true_to_size',
    sizeWorn,
  });

  it('shows instead of "Jane D." on reviews written before and after it was set, and goes when cleared', async () => {
    const s = await h.member();
    const { lines } = await h.deliveredRentals(s, 2);
    const items = data(
      await call<ReviewableItems>(t.app, '/v1/product/review/items', { orderItemIds: lines }, s.token),
    ).list.map((entry) => entry.data!);
    const add = (n: number) =>
      call<Review>(t.app, '/v1/product/review/add', review(items[n]!.orderItemId, items[n]!.size!), s.token);
    const info = async (reviewId: number) =>
      data(await call<Review>(t.app, '/v1/product/review/info', { reviewId })).reviewer;
    const user = await t.db.selectFrom('users').where('id', '=', s.userId).select('name').executeTakeFirstOrThrow();

    const before = data(await add(0));
    expect(before.reviewer).toBe(reviewerName(user.name));
    const notices: string[] = [];
    const listening = await listenOf(t.db)!('catalog_changes', {
      onNotify: (payload) => notices.push(payload),
      onLost: () => undefined,
    });
    await edit(s.token, 'Gala Gwen');
    expect(await info(before.reviewId)).toBe('Gala Gwen');
    // The gateways' cached reviews of the product go (migration 029's trigger).
    await expect
      .poll(() => notices.map((n) => JSON.parse(n) as { products: number[] }).flatMap((n) => n.products))
      .toContain(before.shopProductId);
    await listening.close();
    const after = data(await add(1));
    expect(after.reviewer).toBe('Gala Gwen');
    await edit(s.token, null);
    expect(await info(before.reviewId)).toBe(reviewerName(user.name));
    expect(await info(after.reviewId)).toBe(reviewerName(user.name));
  });
});
