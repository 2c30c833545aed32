/**
 * Membership details: plans, billing dates through pause / unpause, a pause running out (on read
 * and by the sweep), renting follows sub_status. The cancel survey and the demo accounts are
 * member-survey-and-accounts.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@tote/contract/account';
import type { MemberInfo, PlanList } from '@tote/contract/member';
import type { ReceiptList } from '@tote/contract/receipts';
import { addMonths, ymd } from '../src/features/member/dates.js';
import { settleExpiredPauses } from '../src/features/member/store.js';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { checkout, roomySkus } from './member-helpers.js';
import { DAY, membershipHelpers } from './membership-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 200 });
});
afterAll(() => t.close());

const { member, rent, subscribed, pauseRanOut } = membershipHelpers(() => t);
let skuOffset = 200;

describe('plans', () => {
  it('/member/plan/list needs no login: three plans, Classic (6) by default, Plus with 9', async () => {
    const list = data(await call<PlanList>(t.app, '/v1/member/plan/list', {}, undefined, 'GET'));
    expect(
      list.list.map((p) => [p.code, p.name, p.monthlyPrice, p.toteUpperLimit, p.rentalSlots, p.isDefault]),
    ).toEqual([
      ['lite', 'Lite', 59, 4, '4 items at a time', false],
      ['classic', 'Classic', 89, 6, '6 items at a time', true],
      ['plus', 'Plus', 119, 9, '9 items at a time', false],
    ]);
    expect(list.defaultPlanId).toBe(list.list[1]!.planId);
    expect(list.list[0]).toMatchObject({
      currency: 'USD',
      features: expect.arrayContaining(['Free shipping both ways']),
    });
  });
});

describe('billing dates', () => {
  it(
    'subscribing starts a month; pausing moves the billing date by the pause; unpausing at once ' + 'moves it back',
    async () => {
      const s = await subscribed();
      const before = await member(s.token);
      const next = ymd(addMonths(new Date(), 1));
      expect(before).toMatchObject({
        subStatus: 'Subscribed',
        nextBillingDate: next,
        pausedAt: null,
        pausedExpired: null,
        cancelledAt: null,
        pauseMonths: 1,
      });
      expect(Date.now() - Date.parse(before.memberSince!)).toBeLessThan(60_000);
      expect(before.messageList[0]).toMatch(/^Your Classic membership renews on /);

      const paused = data(await call<MemberInfo>(t.app, '/v1/member/pause', {}, s.token));
      expect(paused.subStatus).toBe('Paused');
      const pauseMs = Date.parse(paused.pausedExpired!) - Date.parse(paused.pausedAt!);
      expect(ymd(new Date(paused.pausedExpired!))).toBe(ymd(addMonths(new Date(), 1)));
      const nextRow = await t.db
        .selectFrom('memberships')
        .select('next_billing_at')
        .where('user_id', '=', s.userId)
        .executeTakeFirstOrThrow();
      expect(paused.nextBillingDate).toBe(ymd(new Date(new Date(nextRow.next_billing_at!).getTime() + pauseMs)));
      expect(paused.messageList).toEqual([
        expect.stringMatching(/^Your membership is paused until /),
        expect.stringMatching(/^Billing resumes on /),
      ]);
      const info = data(await call<UserInfo>(t.app, '/v1/profile/info', {}, s.token));
      expect(info).toMatchObject({ subStatus: 'Paused', isMember: 1, pausedExpired: paused.pausedExpired });

      const back = data(await call<MemberInfo>(t.app, '/v1/member/unPause', {}, s.token));
      expect(back).toMatchObject({ subStatus: 'Subscribed', nextBillingDate: next, pausedExpired: null });
    },
  );

  it('a pause that ran out ends on the next read, and the billing date moves by exactly the pause length', async () => {
    const s = await subscribed();
    data(await call(t.app, '/v1/member/pause', {}, s.token));
    const { next, pausedAt, expired } = await pauseRanOut(s.userId, 31);
    const m = await member(s.token);
    expect(m.subStatus).toBe('Subscribed');
    const row = await t.db
      .selectFrom('memberships')
      .select(['next_billing_at', 'paused_at'])
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(new Date(row.next_billing_at!).getTime()).toBe(next.getTime() + (expired.getTime() - pausedAt.getTime()));
    expect(row.paused_at).toBeNull();
    const last = await t.db
      .selectFrom('membership_events')
      .selectAll()
      .where('user_id', '=', s.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: 'pause-ended', from_status: 'Paused', to_status: 'Subscribed' });
    expect(new Date(last.created_at).getTime()).toBe(expired.getTime());
  });

  it('the sweep ends a pause without any request of the member, so renting works again', async () => {
    const s = await subscribed();
    const [sku] = await roomySkus(t.db, 1, skuOffset++);
    data(await call(t.app, '/v1/member/pause', {}, s.token));
    expect((await rent(s.token, sku!.code)).body).toMatchObject({
      code: 21002,
      message: { content: 'Your membership is paused. Resume it to rent again.' },
    });
    await pauseRanOut(s.userId, 40);
    for (let i = 0; i < 50; i++) {
      const u = await t.db
        .selectFrom('users')
        .select('sub_status')
        .where('id', '=', s.userId)
        .executeTakeFirstOrThrow();
      if (u.sub_status === 'Subscribed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await rent(s.token, sku!.code)).body.code).toBe(0);
    expect(await settleExpiredPauses(t.db)).toBe(0);
  });

  it(
    'a billing date that has passed is renewed by the sweep: charged once, a receipt, a new month ' +
      '(billing/renewals.ts)',
    async () => {
      const s = await subscribed();
      const due = new Date(Date.now() - DAY);
      await t.db
        .updateTable('memberships')
        .set({ period_start: addMonths(due, -1), next_billing_at: due })
        .where('user_id', '=', s.userId)
        .execute();
      await expect
        .poll(async () => (await member(s.token)).nextBillingDate, { timeout: 30_000, interval: 200 })
        .toBe(ymd(addMonths(due, 1)));
      const m = await member(s.token);
      expect(m).toMatchObject({ subStatus: 'Subscribed', currentPeriodStart: due.toISOString(), renewal: null });
      const receipts = data(
        await call<ReceiptList>(t.app, '/v1/order/receipt-list', { costType: 'Subscription' }, s.token),
      );
      expect(receipts.list.map((r) => [r.amount, r.status])).toEqual([
        [89, 'paid'],
        [89, 'paid'],
      ]);
      const orders = await t.db
        .selectFrom('orders')
        .select(['mode', 'pay_status'])
        .where('user_id', '=', s.userId)
        .where('mode', '=', 'renewal')
        .execute();
      expect(orders).toEqual([{ mode: 'renewal', pay_status: 'success' }]);
    },
  );

  it('cancelling ends billing; renting needs Subscribed; resubscribing starts a new month', async () => {
    const s = await subscribed();
    const [sku] = await roomySkus(t.db, 1, skuOffset++);
    const c = data(
      await call<MemberInfo>(
        t.app,
        '/v1/member/cancel',
        {
          surveyList: [
            { questionId: 1, optionIds: [1, 7], text: 'Moving abroad' },
            { questionId: 2, optionIds: [3] },
          ],
          feedback: ' Loved it ',
          willingness: 5,
        },
        s.token,
      ),
    );
    expect(c).toMatchObject({
      subStatus: 'Cancelled',
      isMember: 1,
      nextBillingDate: null,
      currentPeriodStart: null,
      cancelledAt: expect.any(String),
      plan: { code: 'classic' },
    });
    expect((await rent(s.token, sku!.code)).body.code).toBe(21002);
    const survey = await t.db
      .selectFrom('cancel_surveys')
      .selectAll()
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(survey).toMatchObject({ feedback: 'Loved it', willingness: 5 });
    expect(survey.answers).toEqual([
      {
        questionId: 1,
        question: 'Why are you cancelling?',
        options: [
          { optionId: 1, text: "It's too expensive" },
          { optionId: 7, text: 'Other' },
        ],
        text: 'Moving abroad',
      },
      {
        questionId: 2,
        question: 'What would have kept you?',
        options: [{ optionId: 3, text: 'A lower price' }],
        text: null,
      },
    ]);
    expect((await checkout(t.app, s.token, { mode: 'resubscribe' })).status).toBe('success');
    expect(await member(s.token)).toMatchObject({
      subStatus: 'Subscribed',
      nextBillingDate: ymd(addMonths(new Date(), 1)),
      cancelledAt: null,
    });
    expect((await rent(s.token, sku!.code)).body.code).toBe(0);
  });

  it('resume-subscription pays for a new month and ends the pause', async () => {
    const s = await subscribed();
    data(await call(t.app, '/v1/member/pause', {}, s.token));
    const r = await checkout(t.app, s.token, { mode: 'resume-subscription' });
    expect(r).toMatchObject({ status: 'success', totalBilled: 89 });
    expect(await member(s.token)).toMatchObject({
      subStatus: 'Subscribed',
      pausedExpired: null,
      nextBillingDate: ymd(addMonths(new Date(), 1)),
    });
  });
});
