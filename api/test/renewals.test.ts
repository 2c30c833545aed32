/**
 * The billing sweep's renewals (billing/renewals.ts; contract/member.ts "Renewals"): monthly
 * renewals charged off-session once, the past-due state and its end, paused members left alone.
 * Abandoned checkouts are abandoned-checkouts.test.ts. The sweep's timer is off here; each test runs
 * a pass itself at a chosen time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ReceiptDetail, ReceiptList } from '@tote/contract/receipts';
import type { MemberInfo } from '@tote/contract/member';
import { RENEWAL_MAX_ATTEMPTS, RENEWAL_RETRY_HOURS } from '@tote/contract/member';
import type { Db } from '../src/platform/db/schema.js';
import type { BillingDeps } from '../src/features/billing/deps.js';
import { AUTHENTICATION_MESSAGE, runRenewals } from '../src/features/billing/renewals.js';
import { addMonths, ymd } from '../src/features/member/dates.js';
import { LocalPaymentEmulator } from '../src/features/payments/emulator/emulator.js';
import { createApi } from '../src/server.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { data } from './http.js';
import { addCard, CARD_3DS, CARD_DECLINED, CARD_OK, checkout, readyShopper } from './member-helpers.js';
import { DAY, HOUR, openSweepApi, sweepHelpers, type SweepApi } from './sweep-helpers.js';

let api: SweepApi;
let app: FastifyInstance;
let db: Db;
let deps: BillingDeps;
beforeAll(async () => {
  api = await openSweepApi();
  ({ app, db, deps } = api);
});
afterAll(() => api.close());

const { member, renewalOrders, chargesOfIntent, intentOf, membership, dueMember } = sweepHelpers(() => api);

describe('renewals', () => {
  it(
    'charges a due renewal once although two sweeps run at once and again; a receipt; the billing ' +
      'date moves a month',
    async () => {
      const { s, due } = await dueMember();
      const now = new Date();
      const [a, b] = await Promise.all([runRenewals(deps, now), runRenewals(deps, now)]);
      expect([a[s.userId], b[s.userId]]).toContain('charged');
      await runRenewals(deps, new Date());

      const orders = await renewalOrders(s.userId);
      expect(orders).toHaveLength(1);
      const order = orders[0]!;
      expect(order).toMatchObject({
        mode: 'renewal',
        status: 'Delivered',
        pay_status: 'success',
        total_cents: 8900,
        card_last4: '4242',
      });
      expect(new Date(order.renewal_of!).getTime()).toBe(due.getTime());
      expect(await chargesOfIntent(order.payment_intent_id)).toEqual([{ id: expect.any(String), amount: 8900 }]);

      const m = await membership(s.userId);
      expect(new Date(m.period_start!).getTime()).toBe(due.getTime());
      expect(new Date(m.next_billing_at!).getTime()).toBe(addMonths(due, 1).getTime());
      expect(m.renewal_attempts).toBe(0);
      const info = await member(s);
      expect(info).toMatchObject({ subStatus: 'Subscribed', nextBillingDate: ymd(addMonths(due, 1)), renewal: null });
      expect(info.messageList[0]).toMatch(/^Your Classic membership renews on /);

      const receipts = data(
        await call<ReceiptList>(app, '/v1/order/receipt-list', { costType: 'Subscription' }, s.token),
      );
      expect(receipts.total).toBe(2); // the subscription, then the renewal
      const renewal = data(
        await call<ReceiptDetail>(app, '/v1/order/receiptDetail', { receiptId: receipts.list[0]!.receiptId }, s.token),
      );
      expect(renewal).toMatchObject({
        orderId: order.id,
        costType: 'Subscription',
        amount: 89,
        totalBilled: 89,
        status: 'paid',
        card: { brand: 'visa', last4: '4242' },
        mode: 'renewal',
        periodStart: ymd(due),
        periodEnd: ymd(addMonths(due, 1)),
        title: expect.stringMatching(/^Classic membership — /),
      });
      const event = await db
        .selectFrom('membership_events')
        .selectAll()
        .where('user_id', '=', s.userId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(event).toMatchObject({
        action: 'renew',
        from_status: 'Subscribed',
        to_status: 'Subscribed',
        order_id: order.id,
      });
      // The renewal order is the shop's own, not one of the member's checkouts.
      expect((await call(app, '/v1/order/queryPayResult', { orderId: order.id }, s.token)).body.code).toBe(20003);
    },
  );

  it('two api instances sweeping at once (each with its own provider client) charge once', async () => {
    const { s, due } = await dueMember();
    const payments = new LocalPaymentEmulator(db, { production: false });
    const other = await createApi({ db, payments, limits: RELAXED_LIMITS, pauseSweepMs: 0 });
    await other.ready();
    try {
      const now = new Date();
      await Promise.all([runRenewals(deps, now), runRenewals({ ...deps, payments }, now), runRenewals(deps, now)]);
    } finally {
      await other.close();
    }
    const orders = await renewalOrders(s.userId);
    expect(orders.map((o) => [o.status, o.pay_status])).toEqual([['Delivered', 'success']]);
    expect(await chargesOfIntent(orders[0]!.payment_intent_id)).toHaveLength(1);
    expect(new Date((await membership(s.userId)).next_billing_at!).getTime()).toBe(addMonths(due, 1).getTime());
    const receipts = data(
      await call<ReceiptList>(app, '/v1/order/receipt-list', { costType: 'Subscription' }, s.token),
    );
    expect(receipts.total).toBe(2);
  });

  it('a billing date more than a month overdue starts the new period today: one charge, no catch-up', async () => {
    const { s } = await dueMember(CARD_OK, 45 * DAY);
    const now = new Date();
    expect((await runRenewals(deps, now))[s.userId]).toBe('charged');
    expect((await runRenewals(deps, new Date()))[s.userId]).toBeUndefined();
    const m = await membership(s.userId);
    const start = new Date(m.period_start!); // when the payment's result arrived
    expect(start.getTime()).toBeGreaterThanOrEqual(now.getTime());
    expect(start.getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(m.next_billing_at!).getTime()).toBe(addMonths(start, 1).getTime());
    expect(await renewalOrders(s.userId)).toHaveLength(1);
  });

  it(
    'a declined card: past due (still Subscribed, the date does not move), retried a day later, ' +
      'cancelled after the last failure',
    async () => {
      const { s, due } = await dueMember(CARD_DECLINED);
      const t0 = new Date();
      expect((await runRenewals(deps, t0))[s.userId]).toBe('failed');
      let info = await member(s);
      expect(info).toMatchObject({
        subStatus: 'Subscribed',
        nextBillingDate: ymd(due),
        renewal: {
          pastDue: true,
          failedAttempts: 1,
          maxAttempts: RENEWAL_MAX_ATTEMPTS,
          message: 'Your card has insufficient funds.',
          nextAttemptAt: new Date(t0.getTime() + RENEWAL_RETRY_HOURS * HOUR).toISOString(),
        },
      });
      expect(info.messageList[0]).toBe("We couldn't renew your Classic membership: Your card has insufficient funds.");
      expect(info.messageList[1]).toMatch(
        /^Update your payment method and we'll try it right away; otherwise we'll try again on .+\. Your membership will be cancelled after 2 more failed attempts\.$/,
      );
      const [order] = await renewalOrders(s.userId);
      expect(order).toMatchObject({
        status: 'Unpaid',
        pay_status: 'failed',
        pay_message: 'Your card has insufficient funds.',
      });

      // Not again before the retry is due: the same order, no new attempt.
      expect((await runRenewals(deps, new Date(t0.getTime() + HOUR)))[s.userId]).toBeUndefined();
      expect((await membership(s.userId)).renewal_attempts).toBe(1);

      const t1 = new Date(t0.getTime() + (RENEWAL_RETRY_HOURS + 1) * HOUR);
      expect((await runRenewals(deps, t1))[s.userId]).toBe('failed');
      expect((await member(s)).renewal).toMatchObject({ failedAttempts: 2 });
      const t2 = new Date(t1.getTime() + (RENEWAL_RETRY_HOURS + 1) * HOUR);
      expect((await runRenewals(deps, t2))[s.userId]).toBe('cancelled');

      info = await member(s);
      expect(info).toMatchObject({ subStatus: 'Cancelled', nextBillingDate: null, renewal: null });
      expect(info.messageList[0]).toBe(
        "Your membership was cancelled because we couldn't renew it: Your card has insufficient funds.",
      );
      const [closed] = await renewalOrders(s.userId);
      expect(closed).toMatchObject({ id: order!.id, status: 'Cancelled', pay_status: 'failed' });
      expect((await intentOf(closed!.payment_intent_id!)).status).toBe('canceled');
      expect(await chargesOfIntent(closed!.payment_intent_id)).toEqual([]);
      const event = await db
        .selectFrom('membership_events')
        .selectAll()
        .where('user_id', '=', s.userId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(event).toMatchObject({ action: 'renewal-failed', from_status: 'Subscribed', to_status: 'Cancelled' });
      expect((await runRenewals(deps, new Date(t2.getTime() + 2 * DAY)))[s.userId]).toBeUndefined();
    },
  );

  it(
    'a card that needs authentication fails off-session; saving another card brings the retry ' +
      'forward and it is charged',
    async () => {
      const { s, due } = await dueMember(CARD_3DS);
      const t0 = new Date();
      expect((await runRenewals(deps, t0))[s.userId]).toBe('failed');
      expect((await member(s)).renewal).toMatchObject({ failedAttempts: 1, message: AUTHENTICATION_MESSAGE });
      const [order] = await renewalOrders(s.userId);
      const pi = await intentOf(order!.payment_intent_id!);
      expect(pi).toMatchObject({ status: 'requires_payment_method', last_error: { code: 'authentication_required' } });

      await addCard(app, s.token, CARD_OK);
      expect((await runRenewals(deps, new Date()))[s.userId]).toBe('charged');
      const [paid] = await renewalOrders(s.userId);
      expect(paid).toMatchObject({ id: order!.id, status: 'Delivered', pay_status: 'success', card_last4: '4242' });
      expect(await chargesOfIntent(paid!.payment_intent_id)).toHaveLength(1);
      expect(await member(s)).toMatchObject({
        subStatus: 'Subscribed',
        nextBillingDate: ymd(addMonths(due, 1)),
        renewal: null,
      });
    },
  );

  it('a paused member is not charged; unpausing moves the billing date by the time paused', async () => {
    const s = await readyShopper(app);
    expect((await checkout(app, s.token, { mode: 'subscribe' })).status).toBe('success');
    data(await call(app, '/v1/member/pause', {}, s.token));
    // Paused 20 days ago with 15 days of the period left: that billing date has passed during the pause.
    const pausedAt = new Date(Date.now() - 20 * DAY);
    const frozenEnd = new Date(pausedAt.getTime() + 15 * DAY);
    await db
      .updateTable('memberships')
      .set({ paused_at: pausedAt, period_start: addMonths(frozenEnd, -1), next_billing_at: frozenEnd })
      .where('user_id', '=', s.userId)
      .execute();
    expect((await runRenewals(deps, new Date()))[s.userId]).toBeUndefined();
    expect(await renewalOrders(s.userId)).toEqual([]);

    const back = data(await call<MemberInfo>(app, '/v1/member/unPause', {}, s.token));
    const m = await membership(s.userId);
    expect(new Date(m.next_billing_at!).getTime()).toBeGreaterThan(Date.now() + 14 * DAY);
    expect(back).toMatchObject({
      subStatus: 'Subscribed',
      nextBillingDate: ymd(new Date(m.next_billing_at!)),
      renewal: null,
    });
    expect((await runRenewals(deps, new Date()))[s.userId]).toBeUndefined();
    expect(await renewalOrders(s.userId)).toEqual([]);
  });

  it(
    'a failed renewal is closed when the member resubscribes on another path: resuming after a pause ' +
      'starts a new period',
    async () => {
      const { s } = await dueMember(CARD_DECLINED);
      expect((await runRenewals(deps, new Date()))[s.userId]).toBe('failed');
      data(await call(app, '/v1/member/pause', {}, s.token));
      await addCard(app, s.token, CARD_OK);
      expect((await checkout(app, s.token, { mode: 'resume-subscription' })).status).toBe('success');
      expect((await member(s)).renewal).toBeNull();
      await runRenewals(deps, new Date());
      const [stale] = await renewalOrders(s.userId);
      expect(stale).toMatchObject({ status: 'Cancelled', pay_message: 'This renewal is no longer due.' });
      expect((await intentOf(stale!.payment_intent_id!)).status).toBe('canceled');
    },
  );
});
