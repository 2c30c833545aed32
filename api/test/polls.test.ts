/**
 * Product polls (contract/polls.ts): the page of open polls, one vote per member and poll (a second or
 * racing vote → 23008), results only after voting or closing, push switches per poll and option kept
 * per member, removal hiding a poll for that member only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@tote/contract/codes';
import { PollMessages, type PollDetail, type PollPage, type PollPushSwitches } from '@tote/contract/polls';
import { call } from './accounts-helpers.js';
import { data } from './http.js';
import { openTestApi, type TestApi } from './db.js';
import { shopper } from './member-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

/** A poll of three catalog products of its own, so its counts are this test's. */
async function newPoll(
  endsAt: Date | null = null,
): Promise<{ voteId: number; optionIds: number[]; productIds: number[] }> {
  const products = await t.db.selectFrom('products').select('id').orderBy('id').limit(3).execute();
  const poll = await t.db
    .insertInto('polls')
    .values({ title: 'Which coat?', description: 'Pick one', ends_at: endsAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const options = await t.db
    .insertInto('poll_options')
    .values(products.map((p, position) => ({ poll_id: poll.id, product_id: p.id, position })))
    .returning('id')
    .execute();
  return { voteId: poll.id, optionIds: options.map((o) => o.id), productIds: products.map((p) => p.id) };
}

const v = <T>(path: string, token: string, body: Record<string, unknown> = {}) =>
  call<T>(t.app, `/v1/vote/${path}`, body, token);
const detail = async (token: string, voteId: number) => data(await v<PollDetail>('detail', token, { voteId }));

describe('/vote/detail and /vote/page', () => {
  it('shows the options with their products and hides the results until the member voted', async () => {
    const { voteId, optionIds, productIds } = await newPoll();
    const s = await shopper(t.app);
    const d = await detail(s.token, voteId);
    expect(d).toMatchObject({ voteId, title: 'Which coat?', open: true, votedOptionId: null, totalVotes: null });
    expect(d.pushOn).toBe(false);
    expect(d.options.map((o) => [o.optionId, o.product?.shopProductId, o.voteCount, o.percent, o.pushOn])).toEqual(
      optionIds.map((id, i) => [id, productIds[i], null, null, false]),
    );
  });

  it('lists open polls newest first, leaves out closed ones, needs a session', async () => {
    const older = await newPoll();
    const newer = await newPoll();
    const closed = await newPoll(new Date(Date.now() - 60_000));
    const s = await shopper(t.app);
    const page = data(await v<PollPage>('page', s.token, { pageSize: 50 }));
    const ids = page.list.map((p) => p.voteId);
    expect(ids.indexOf(newer.voteId)).toBeLessThan(ids.indexOf(older.voteId));
    expect(ids).not.toContain(closed.voteId);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await call(t.app, '/v1/vote/page', {})).body.code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await v('detail', s.token, { voteId: 2147483000 })).body).toMatchObject({
      code: ErrorCode.DATA_NOT_FOUND,
      message: { content: 'Poll 2147483000 not found' },
    });
    expect((await v('detail', s.token, { voteId: 'x' })).body.code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('/vote/submit', () => {
  it('counts one vote per member and shows counts and shares afterwards', async () => {
    const { voteId, optionIds } = await newPoll();
    const [a, b, c] = await Promise.all([shopper(t.app), shopper(t.app), shopper(t.app)]);
    data(await v('submit', a.token, { voteId, optionId: optionIds[0] }));
    data(await v('submit', b.token, { voteId, optionId: optionIds[0] }));
    const d = data(await v<PollDetail>('submit', c.token, { voteId, optionId: optionIds[1] }));
    expect(d.votedOptionId).toBe(optionIds[1]);
    expect(d.totalVotes).toBe(3);
    expect(d.options.map((o) => [o.voteCount, o.percent, o.voted])).toEqual([
      [2, 67, false],
      [1, 33, true],
      [0, 0, false],
    ]);
  });

  it('refuses a second vote (same or other option) with 23008; the first stands', async () => {
    const { voteId, optionIds } = await newPoll();
    const s = await shopper(t.app);
    data(await v('submit', s.token, { voteId, optionId: optionIds[0] }));
    for (const optionId of [optionIds[0], optionIds[1]])
      expect((await v('submit', s.token, { voteId, optionId })).body).toMatchObject({
        code: ErrorCode.POLL_VOTE_REFUSED,
        message: { content: PollMessages.alreadyVoted },
      });
    expect((await detail(s.token, voteId)).votedOptionId).toBe(optionIds[0]);
  });

  it('keeps one of two racing votes', async () => {
    const { voteId, optionIds } = await newPoll();
    const s = await shopper(t.app);
    const answers = await Promise.all(optionIds.map((optionId) => v('submit', s.token, { voteId, optionId })));
    expect(answers.map((r) => r.body.code).sort()).toEqual([
      0,
      ErrorCode.POLL_VOTE_REFUSED,
      ErrorCode.POLL_VOTE_REFUSED,
    ]);
    const rows = await t.db.selectFrom('poll_votes').where('poll_id', '=', voteId).selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a closed poll (results shown without voting) and an option of another poll', async () => {
    const closed = await newPoll(new Date(Date.now() - 60_000));
    const other = await newPoll();
    const s = await shopper(t.app);
    expect((await v('submit', s.token, { voteId: closed.voteId, optionId: closed.optionIds[0] })).body).toMatchObject({
      code: ErrorCode.POLL_VOTE_REFUSED,
      message: { content: PollMessages.closed },
    });
    expect(await detail(s.token, closed.voteId)).toMatchObject({ open: false, totalVotes: 0, votedOptionId: null });
    expect((await v('submit', s.token, { voteId: other.voteId, optionId: closed.optionIds[0] })).body).toMatchObject({
      code: ErrorCode.DATA_NOT_FOUND,
      message: { content: `Option ${closed.optionIds[0]} not found` },
    });
  });
});

describe('push switches', () => {
  it('keeps the poll and option switches per member', async () => {
    const { voteId, optionIds } = await newPoll();
    const [a, b] = await Promise.all([shopper(t.app), shopper(t.app)]);
    const off = { voteId, pushOn: false, options: optionIds.map((optionId) => ({ optionId, pushOn: false })) };
    expect(data(await v<PollPushSwitches>('query/pushSwitch', a.token, { voteId }))).toEqual(off);
    data(await v('edit/pushSwitch', a.token, { voteId, pushOn: true }));
    const on = data(
      await v<PollPushSwitches>('edit/optionPushSwitch', a.token, { voteId, optionId: optionIds[1], pushOn: true }),
    );
    expect(on).toEqual({
      voteId,
      pushOn: true,
      options: optionIds.map((optionId, i) => ({ optionId, pushOn: i === 1 })),
    });
    expect(data(await v<PollPushSwitches>('query/pushSwitch', b.token, { voteId }))).toEqual(off);
    const back = data(await v<PollPushSwitches>('edit/pushSwitch', a.token, { voteId, pushOn: false }));
    expect(back.pushOn).toBe(false);
    expect((await detail(a.token, voteId)).options[1]!.pushOn).toBe(true);
    expect((await v('edit/optionPushSwitch', a.token, { voteId, optionId: 2147483000, pushOn: true })).body.code).toBe(
      ErrorCode.DATA_NOT_FOUND,
    );
  });
});

describe('/vote/remove', () => {
  it('hides the poll for the member only; the vote still counts', async () => {
    const { voteId, optionIds } = await newPoll();
    const [a, b] = await Promise.all([shopper(t.app), shopper(t.app)]);
    data(await v('submit', a.token, { voteId, optionId: optionIds[2] }));
    expect(data(await v('remove', a.token, { voteId }))).toEqual({ voteId, removed: true });
    const pageA = data(await v<PollPage>('page', a.token, { pageSize: 50 }));
    expect(pageA.list.map((p) => p.voteId)).not.toContain(voteId);
    for (const path of ['detail', 'query/pushSwitch', 'remove'])
      expect((await v(path, a.token, { voteId })).body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const seenByB = data(await v<PollPage>('page', b.token, { pageSize: 50 }));
    expect(seenByB.list.map((p) => p.voteId)).toContain(voteId);
    data(await v('submit', b.token, { voteId, optionId: optionIds[0] }));
    expect((await detail(b.token, voteId)).totalVotes).toBe(2);
  });
});
