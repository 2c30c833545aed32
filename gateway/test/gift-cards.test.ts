/**
 * Gift cards through the gateway against the real api (schema/giftCards.graphql): the viewer's balance and cards,
 * redeeming a code as typed (the payload's card, new balance and viewer), refusals as userErrors on `code` with
 * the contract's messages verbatim (a malformed code refused before any upstream call), one winner of racing
 * redeems, and nothing for a guest. Cards to redeem come from the api's development route.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GiftCardMessages, type GiftCardIssued } from '@tote/contract/gift-cards';
import { ErrorCode } from '@tote/contract/codes';
import { Browser, freshShopper } from './account-helpers.js';
import { startCountingProxy, startGateway, v1, type Gateway } from './helpers.js';

const CARD_FIELDS = /* GraphQL */ `
  last4
  maskedCode
  amount {
    formatted
  }
  balance {
    amount
    formatted
  }
  expiresAt
  redeemedAt
  expired
`;
const BALANCE_FIELDS = `total { amount currency formatted } cards { ${CARD_FIELDS} }`;
const GIFT_CARDS = `query GiftCards { viewer { giftCards { ${BALANCE_FIELDS} } } }`;
const REDEEM = /* GraphQL */ `
  mutation Redeem($input: RedeemGiftCardInput!) {
    redeemGiftCard(input: $input) {
      giftCard { ${CARD_FIELDS} }
      balance { ${BALANCE_FIELDS} }
      viewer { email giftCards { total { formatted } } }
      userErrors { code field message }
    }
  }
`;

let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let gw: Gateway;
beforeAll(async () => {
  proxy = await startCountingProxy();
  gw = await startGateway({ upstreamUrl: proxy.url });
});
afterAll(async () => {
  await gw?.close();
  await proxy?.close();
});
beforeEach(() => proxy.reset());

/** A new card from the api's /dev/giftCard/issue: its printed code. */
async function issue(params: { amount?: number; expiresInDays?: number } = {}): Promise<GiftCardIssued> {
  const r = await v1<GiftCardIssued>('/dev/giftCard/issue', params);
  expect(r.code).toBe(0);
  return r.data;
}

const refused = (code: string, message: string) => ({
  giftCard: null,
  balance: null,
  viewer: null,
  userErrors: [{ code, field: ['input', 'code'], message }],
});

describe('viewer.giftCards and redeemGiftCard', () => {
  it('shows nothing at first; a redeemed code adds its card and amount, in the payload and after', async () => {
    const b = await freshShopper(gw.url);
    const empty = await b.gql(GIFT_CARDS);
    expect(empty.errors).toBeUndefined();
    expect(empty.data.viewer.giftCards).toEqual({
      total: { amount: 0, currency: 'USD', formatted: '$0.00' },
      cards: [],
    });

    const { code } = await issue({ amount: 42.5 });
    const last4 = code.slice(-4);
    proxy.reset();
    const r = await b.gql(REDEEM, { input: { code: ` ${code.toLowerCase().replaceAll('-', ' ')}` } });
    expect(r.errors).toBeUndefined();
    const payload = r.data.redeemGiftCard;
    expect(payload.userErrors).toEqual([]);
    expect(payload.giftCard).toMatchObject({
      last4,
      maskedCode: `•••• ${last4}`,
      amount: { formatted: '$42.50' },
      balance: { amount: 42.5, formatted: '$42.50' },
      expired: false,
    });
    expect(Date.parse(payload.giftCard.expiresAt)).toBeGreaterThan(Date.now() + 4 * 365 * 86_400_000);
    expect(payload.balance).toEqual({
      total: { amount: 42.5, currency: 'USD', formatted: '$42.50' },
      cards: [payload.giftCard],
    });
    expect(payload.viewer.giftCards.total.formatted).toBe('$42.50');
    // The viewer's balance is the redeem's own answer: no second read of it.
    expect(proxy.calls.map((c) => c.path).filter((p) => p.startsWith('/giftCard/'))).toEqual(['/giftCard/redeem']);

    const after = await b.gql(GIFT_CARDS);
    expect(after.data.viewer.giftCards).toEqual(payload.balance);
  });

  it('refuses a code with the contract’s message on `code`, a malformed one before calling the api', async () => {
    const [a, b] = await Promise.all([freshShopper(gw.url), freshShopper(gw.url)]);
    proxy.reset();
    for (const [typed, message] of [
      ['ABCD-1234', GiftCardMessages.invalidFormat],
      ['  ', GiftCardMessages.required],
    ] as const)
      expect((await b.gql(REDEEM, { input: { code: typed } })).data.redeemGiftCard).toEqual(
        refused('VALIDATION', message),
      );
    expect(proxy.calls.filter((c) => c.path === '/giftCard/redeem')).toEqual([]);

    const taken = await issue();
    expect((await a.gql(REDEEM, { input: { code: taken.code } })).data.redeemGiftCard.userErrors).toEqual([]);
    const expired = await issue({ expiresInDays: -1 });
    for (const [code, errorCode, message] of [
      [taken.code, ErrorCode.GIFT_CARD_REDEEMED, GiftCardMessages.alreadyRedeemed],
      ['ZZZZ-ZZZZ-ZZZZ-ZZZZ', ErrorCode.GIFT_CARD_UNKNOWN, GiftCardMessages.unknown],
      [expired.code, ErrorCode.GIFT_CARD_EXPIRED, GiftCardMessages.expired],
    ] as const)
      expect((await b.gql(REDEEM, { input: { code } })).data.redeemGiftCard).toEqual(
        refused(String(errorCode), message),
      );
    expect((await b.gql(GIFT_CARDS)).data.viewer.giftCards.total.amount).toBe(0);
  });

  it('lets one of two shoppers racing for one code have it', async () => {
    const [a, b] = await Promise.all([freshShopper(gw.url), freshShopper(gw.url)]);
    const { code } = await issue({ amount: 30 });
    const results = await Promise.all([a, b].map((s) => s.gql(REDEEM, { input: { code } })));
    const payloads = results.map((r) => r.data.redeemGiftCard);
    expect(payloads.filter((p) => p.userErrors.length === 0)).toHaveLength(1);
    expect(payloads.find((p) => p.userErrors.length > 0)).toEqual(
      refused(String(ErrorCode.GIFT_CARD_REDEEMED), GiftCardMessages.alreadyRedeemed),
    );
    const totals = await Promise.all([a, b].map(async (s) => (await s.gql(GIFT_CARDS)).data.viewer.giftCards.total));
    expect(totals.map((t) => t.amount).sort()).toEqual([0, 30]);
  });

  it('gives a guest no viewer and refuses the mutation as UNAUTHENTICATED', async () => {
    const guest = new Browser(gw.url);
    expect((await guest.gql(GIFT_CARDS)).data.viewer).toBeNull();
    const { code } = await issue();
    const r = await guest.gql(REDEEM, { input: { code } });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(proxy.calls.filter((c) => c.path === '/giftCard/redeem')).toEqual([]);
  });
});
