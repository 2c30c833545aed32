/**
 * The account overview's gift cards (GiftCardsCard): the balance and the cards by their last four characters, an
 * expired card marked; redeeming a code — checked by the contract's rule before anything is sent, the balance
 * then taken from the mutation's payload, a toast, the field cleared — and the refusals shown where they belong.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { GiftCardMessages } from '@tote/contract/gift-cards';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from '../../../../test/relay.tsx';
import { invalidateStore, signInForTest } from '../../../../test/session.ts';

const { routes } = await import('../../../app/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const REDEEM = 'useRedeemGiftCardMutation';
const money = (formatted: string) => ({ formatted });
const card = (last4: string, balance: string, expiresAt: string | null, expired = false) => ({
  last4,
  maskedCode: `•••• ${last4}`,
  balance: money(balance),
  expiresAt,
  expired,
});
const MAYA = card('0075', '$75.00', '2030-06-01T00:00:00Z');

const base: MockResolvers = {
  Query: () => ({ viewer: undefined }),
  User: () => ({ id: 'VXNlcjox', name: 'Maya Member', email: 'member@tote.test', memberSince: '2025-03-01' }),
  GiftCardBalance: () => ({
    total: money('$75.00'),
    cards: [MAYA, card('0040', '$40.00', '2025-01-15T00:00:00Z', true)],
  }),
  MenuItem: (_context, generateId) => ({ id: `menu-${generateId()}`, title: 'Dresses', url: '/category/DRESSES' }),
};

let operations: OperationDescriptor[] = [];
beforeEach(() => {
  invalidateStore(environment);
  operations = [];
  signInForTest();
});

/** The overview, with the redeem mutation held for the test to answer. */
async function start() {
  autoResolve(environment, base, operations, (operation) => operation.request.node.params.name === REDEEM);
  renderRoutes(routes, environment, '/account/account-overview');
  return screen.findByRole('region', { name: 'Gift cards' });
}

async function answerRedeem(resolvers: MockResolvers): Promise<OperationDescriptor> {
  let pending: OperationDescriptor | undefined;
  await waitFor(() => {
    pending = environment.mock.getAllOperations().find((o) => o.request.node.params.name === REDEEM);
    expect(pending).toBeDefined();
  });
  environment.mock.resolve(pending!, MockPayloadGenerator.generate(pending!, { ...base, ...resolvers }));
  return pending!;
}

const typeCode = (region: HTMLElement, code: string) => {
  fireEvent.change(within(region).getByLabelText('Gift card code'), { target: { value: code } });
  fireEvent.click(within(region).getByRole('button', { name: 'Redeem' }));
};

describe('GiftCardsCard', () => {
  it('shows the balance and each card by its last four characters, an expired one as expired', async () => {
    const region = await start();
    expect(within(region).getByTestId('gift-card-balance').textContent).toBe('$75.00');
    const items = within(within(region).getByRole('list', { name: 'Your gift cards' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Gift card ending in 0075•••• 0075Expires Jun 1, 2030$75.00',
      'Gift card ending in 0040•••• 0040Expired Jan 15, 2025$40.00',
    ]);
  });

  it('checks the code before sending it: nothing is sent for a malformed one', async () => {
    const region = await start();
    typeCode(region, 'ABCD-12');
    expect(await within(region).findByText(GiftCardMessages.invalidFormat)).toBeTruthy();
    expect(within(region).getByLabelText('Gift card code').getAttribute('aria-invalid')).toBe('true');
    expect(environment.mock.getAllOperations().map((o) => o.request.node.params.name)).not.toContain(REDEEM);
  });

  it('redeems: the new balance from the payload, a toast, the field cleared', async () => {
    const region = await start();
    typeCode(region, ' tote-demo-gift-0025 ');
    const sent = await answerRedeem({
      RedeemGiftCardPayload: () => ({ giftCard: { amount: money('$25.00') }, userErrors: [] }),
      GiftCardBalance: () => ({
        total: money('$100.00'),
        cards: [card('0025', '$25.00', '2031-01-01T00:00:00Z'), MAYA],
      }),
    });
    expect(sent.request.variables.input).toEqual({ code: 'TOTEDEMOGIFT0025' });
    expect(await screen.findByText('Gift card redeemed: $25.00 added to your balance.')).toBeTruthy();
    await waitFor(() => expect(within(region).getByTestId('gift-card-balance').textContent).toBe('$100.00'));
    expect(within(region).getAllByRole('listitem')[0]!.textContent).toContain('•••• 0025');
    expect((within(region).getByLabelText('Gift card code') as HTMLInputElement).value).toBe('');
  });

  it('shows a refused code under the field, and a refusal of the whole form above it', async () => {
    const region = await start();
    typeCode(region, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await answerRedeem({
      RedeemGiftCardPayload: () => ({
        giftCard: null,
        viewer: null,
        userErrors: [{ code: '50007', field: ['input', 'code'], message: GiftCardMessages.alreadyRedeemed }],
      }),
    });
    expect(await within(region).findByText(GiftCardMessages.alreadyRedeemed)).toBeTruthy();
    expect(within(region).getByTestId('gift-card-balance').textContent).toBe('$75.00');

    typeCode(region, 'ZZZZ-ZZZZ-ZZZZ-ZZZ2');
    const tooMany = 'Too many requests. Please try again in 60 seconds.';
    await answerRedeem({
      RedeemGiftCardPayload: () => ({
        giftCard: null,
        viewer: null,
        userErrors: [{ code: '42900', field: null, message: tooMany }],
      }),
    });
    expect((await within(region).findByRole('alert')).textContent).toBe(tooMany);
  });
});
