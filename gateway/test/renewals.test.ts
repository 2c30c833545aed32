/**
 * Monthly renewals through the gateway against the real api: a renewal's order page
 * (`order(orderId:)`: mode RENEWAL, renewalPeriod, receipt and contact-us only), its receipt
 * (mode RENEWAL, orderId), and a past-due membership as `Membership.renewal`. Renewals are driven by
 * the api's development hook (POST /v1/dev/billing/renew: the sweep's code, now) with the member's token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '@tote/contract/cookies';
import type { DevRenewResult } from '@tote/contract/member';
import { Browser, signUp } from './account-helpers.js';
import { apiUrl, startGateway, type Gateway } from './helpers.js';
import { CARD_DECLINED, checkout, paymentMethodId, readyToPay, SAVE_CARD } from './member-queries.js';

const ORDER = /* GraphQL */ `
  query RenewalOrder($orderId: Int!) {
    order(orderId: $orderId) {
      orderId
      mode
      costType
      status
      paymentStatus
      paymentMessage
      paidAt
      lines {
        type
        saleType
        title
        amount {
          amount
        }
      }
      totalBilled {
        amount
      }
      card {
        brand
        last4
      }
      shipments {
        shipmentId
      }
      renewalPeriod {
        start
        end
      }
      receipt {
        receiptId
        orderId
        mode
        costType
        periodStart
        periodEnd
      }
      primaryActions
      secondaryActions
    }
  }
`;
const RENEWAL = /* GraphQL */ `
  query Renewal {
    viewer {
      membership {
        status
        nextBillingDate
        renewal {
          failedAttempts
          maxAttempts
          message
          nextAttemptAt
        }
        messages
      }
      receipts(first: 1) {
        edges {
          node {
            orderId
            mode
            costType
          }
        }
      }
    }
  }
`;

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

/** A fresh member on the default plan, paid with the emulator's good card. */
async function member(): Promise<Browser> {
  const b = new Browser(gw.url);
  await signUp(b);
  await readyToPay(b);
  expect((await checkout(b, 'SUBSCRIBE')).payload.paymentResult.status).toBe('SUCCESS');
  return b;
}

/** The member's renewal now, through the api's development hook, with her session token. */
async function renewNow(b: Browser): Promise<DevRenewResult> {
  const res = await fetch(`${apiUrl()}/v1/dev/billing/renew`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${b.jar.get(AUTH_COOKIE)}` },
    body: '{}',
  });
  const body = (await res.json()) as { code: number; data: DevRenewResult };
  expect(body.code).toBe(0);
  return body.data;
}

describe('renewals', () => {
  it('a paid renewal: its order page and receipt link to each other; not past due', async () => {
    const b = await member();
    const { outcome, orderId } = await renewNow(b);
    expect(outcome).toBe('charged');
    const r = await b.gql(ORDER, { orderId });
    expect(r.errors).toBeUndefined();
    const o = r.data.order;
    expect(o).toMatchObject({
      orderId,
      mode: 'RENEWAL',
      costType: 'SUBSCRIPTION',
      status: 'DELIVERED',
      paymentStatus: 'SUCCESS',
      paymentMessage: '',
      lines: [{ type: 'SUBSCRIPTION', saleType: null, title: expect.stringMatching(/ membership$/) }],
      card: { brand: 'VISA', last4: '4242' },
      shipments: [],
      renewalPeriod: { start: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), end: expect.any(String) },
      receipt: { orderId, mode: 'RENEWAL', costType: 'SUBSCRIPTION' },
      primaryActions: [],
      secondaryActions: ['VIEW_RECEIPT', 'CONTACT_US'],
    });
    expect(o.receipt).toMatchObject({ periodStart: o.renewalPeriod.start, periodEnd: o.renewalPeriod.end });
    const v = (await b.gql(RENEWAL)).data.viewer;
    expect(v.receipts.edges[0].node).toEqual({ orderId, mode: 'RENEWAL', costType: 'SUBSCRIPTION' });
    expect(v.membership).toMatchObject({ status: 'SUBSCRIBED', renewal: null, nextBillingDate: o.renewalPeriod.end });

    // Someone else: null.
    const other = new Browser(gw.url);
    await signUp(other);
    expect((await other.gql(ORDER, { orderId })).data.order).toBeNull();
  });

  it('a failed renewal: Membership.renewal says what failed and when it is tried again; unpaid order', async () => {
    const b = await member();
    const declined = await b.gql(SAVE_CARD, { input: { paymentMethodId: await paymentMethodId(b, CARD_DECLINED) } });
    expect(declined.data.savePaymentMethod.userErrors).toEqual([]);
    const { outcome, orderId } = await renewNow(b);
    expect(outcome).toBe('failed');

    const m = (await b.gql(RENEWAL)).data.viewer.membership;
    expect(m).toMatchObject({
      status: 'SUBSCRIBED',
      renewal: { failedAttempts: 1, maxAttempts: 3, message: 'Your card has insufficient funds.' },
    });
    expect(Date.parse(m.renewal.nextAttemptAt)).toBeGreaterThan(Date.now());

    const o = (await b.gql(ORDER, { orderId })).data.order;
    expect(o).toMatchObject({
      mode: 'RENEWAL',
      status: 'UNPAID',
      paymentStatus: 'FAILED',
      paymentMessage: 'Your card has insufficient funds.',
      paidAt: null,
      receipt: null,
      renewalPeriod: { start: m.nextBillingDate },
      primaryActions: [],
      secondaryActions: ['CONTACT_US'],
    });
  });
});
