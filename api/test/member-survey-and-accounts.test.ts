/** Membership details: the cancel survey, accounts made members without a membership row, the demo accounts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelSurvey, MemberInfo } from '@tote/contract/member';
import type { PaymentAndAddressCheck } from '@tote/contract/payment';
import type { OrderDetail } from '@tote/contract/order';
import type { ReceiptList } from '@tote/contract/receipts';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { DAY, membershipHelpers } from './membership-helpers.js';
import { freshUser, login } from './tote-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 200 });
});
afterAll(() => t.close());

const { member, subscribed } = membershipHelpers(() => t);

describe('the cancel survey', () => {
  it('lists its questions; cancel checks the answers against them (40001) and changes nothing then', async () => {
    const s = await subscribed();
    const survey = data(await call<CancelSurvey>(t.app, '/v1/member/cancel-survey', {}, s.token, 'GET'));
    expect(survey.questions.map((q) => [q.questionId, q.type, q.required])).toEqual([
      [1, 'multiple', true],
      [2, 'single', false],
    ]);
    expect(survey.willingness).toEqual({
      title: 'How likely are you to come back?',
      min: 1,
      max: 5,
      minLabel: 'Not likely',
      maxLabel: 'Very likely',
    });
    const bad = (content: string) => ({ code: 40001, message: { action: 'toast', content }, data: null });
    const cases: [unknown, string][] = [
      [{ surveyList: [] }, 'Please answer: Why are you cancelling?'],
      [{ surveyList: [{ questionId: 9, optionIds: [1] }] }, 'Unknown survey question: 9'],
      [{ surveyList: [{ questionId: 1, optionIds: [99] }] }, 'Unknown option 99 of survey question 1'],
      [
        {
          surveyList: [
            { questionId: 1, optionIds: [1] },
            { questionId: 2, optionIds: [1, 2] },
          ],
        },
        'Survey question 2 takes one option',
      ],
      [
        { surveyList: [{ questionId: 1, optionIds: [1], text: 'why' }] },
        'Survey question 1: text goes with the option "Other"',
      ],
      [
        { surveyList: [{ questionId: 1, optionIds: [1] }], willingness: 6 },
        'Invalid parameter willingness: Too big: expected number to be <=5',
      ],
    ];
    for (const [body, content] of cases)
      expect((await call(t.app, '/v1/member/cancel', body, s.token)).body).toEqual(bad(content));
    expect((await call(t.app, '/v1/member/cancel', {}, s.token)).body).toEqual(bad('Missing parameter: surveyList'));
    expect((await member(s.token)).subStatus).toBe('Subscribed');
    expect(await t.db.selectFrom('cancel_surveys').select('id').where('user_id', '=', s.userId).execute()).toEqual([]);
  });
});

describe('accounts made members without a membership row', () => {
  it('read with the plan of their rental limit and anniversary billing; can pause', async () => {
    const u = await freshUser(t.app, t.db);
    const m = await member(u.token);
    expect(m).toMatchObject({
      subStatus: 'Subscribed',
      plan: { code: 'classic' },
      toteUpperLimit: 6,
      nextBillingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(Date.parse(m.nextBillingDate!)).toBeGreaterThan(Date.now() - DAY);
    expect(data(await call<MemberInfo>(t.app, '/v1/member/pause', {}, u.token)).subStatus).toBe('Paused');
    expect(
      await t.db.selectFrom('memberships').select('plan_id').where('user_id', '=', u.userId).execute(),
    ).toHaveLength(1);
  });
});

describe('the demo accounts', () => {
  it('have plans, billing dates, an address, a saved test card and receipts consistent with their status', async () => {
    const now = Date.now();
    const expectations = {
      'member@tote.test': { subStatus: 'Subscribed', plan: 'classic', limit: 6, billing: true, receipts: 5 },
      'paused@tote.test': { subStatus: 'Paused', plan: 'classic', limit: 6, billing: true, receipts: 6 },
      'cancelled@tote.test': { subStatus: 'Cancelled', plan: 'classic', limit: 6, billing: false, receipts: 5 },
      'shopper@tote.test': { subStatus: 'Not Subscribed', plan: null, limit: 6, billing: false, receipts: 0 },
    } as const;
    for (const [email, e] of Object.entries(expectations)) {
      const token = await login(t.app, email);
      const m = await member(token);
      expect(m, email).toMatchObject({ subStatus: e.subStatus, toteUpperLimit: e.limit });
      expect(m.plan?.code ?? null, email).toBe(e.plan);
      if (e.billing) {
        expect(Date.parse(m.nextBillingDate!), email).toBeGreaterThan(now - DAY);
        expect(Date.parse(m.nextBillingDate!), email).toBeLessThan(now + 62 * DAY);
      } else expect(m.nextBillingDate, email).toBeNull();
      if (e.subStatus === 'Paused')
        expect(Date.parse(m.nextBillingDate!)).toBeGreaterThan(Date.parse(m.pausedExpired!));
      const check = data(
        await call<PaymentAndAddressCheck>(t.app, '/v1/user/checkPaymentAndAddress', {}, token, 'GET'),
      );
      expect(check, email).toMatchObject({
        hasShippingAddress: true,
        hasPaymentMethod: true,
        paymentInfo: { creditCardNumber: '•••• 4242', paymentMethodId: 'pm_card_visa' },
      });
      const receipts = data(await call<ReceiptList>(t.app, '/v1/order/receipt-list', { pageSize: 50 }, token, 'GET'));
      expect(receipts.total, email).toBe(e.receipts);
      // Every membership month after the first is a renewal order, whose page opens from its receipt.
      const renewals = receipts.list.filter((r) => r.costType === 'Subscription' && r.orderId !== null);
      expect(renewals.length, email).toBe(e.receipts === 0 ? 0 : e.receipts - (e.subStatus === 'Cancelled' ? 3 : 1));
      for (const r of renewals.slice(0, 2)) {
        const order = data(await call<OrderDetail>(t.app, '/v1/order/detail', { orderId: r.orderId }, token, 'GET'));
        expect(order, email).toMatchObject({ mode: 'renewal', orderStatus: 'Delivered', totalBilled: r.amount });
      }
    }
  });
});
