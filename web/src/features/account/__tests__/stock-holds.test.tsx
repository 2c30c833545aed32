/**
 * The account overview's holds (StockHoldsCard): each held size with its product link and until when; Decline
 * sends the hold's id and the list follows the payload's viewer; a refusal is a toast; no holds, no card.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from '../../../../test/relay.tsx';
import { invalidateStore, signInForTest } from '../../../../test/session.ts';

const { routes } = await import('../../../app/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const DECLINE = 'useDeclineStockHoldMutation';
const HOLD = {
  holdId: 31,
  productId: 12,
  colorId: 3,
  title: 'Silk Slip Dress',
  size: 'M',
  colorName: 'Ivory',
  expiresAt: '2026-11-30T17:05:00.000Z',
};

const base = (stockHolds: (typeof HOLD)[]): MockResolvers => ({
  Query: () => ({ viewer: undefined }),
  User: () => ({ id: 'VXNlcjox', name: 'Maya Member', email: 'member@tote.test', stockHolds }),
  MenuItem: (_context, generateId) => ({ id: `menu-${generateId()}`, title: 'Dresses', url: '/category/DRESSES' }),
});

let operations: OperationDescriptor[] = [];
beforeEach(() => {
  invalidateStore(environment);
  operations = [];
  signInForTest();
});

async function start(stockHolds: (typeof HOLD)[]) {
  autoResolve(environment, base(stockHolds), operations, (operation) => operation.request.node.params.name === DECLINE);
  renderRoutes(routes, environment, '/account/account-overview');
  await screen.findByRole('heading', { name: 'Hi, Maya' });
}

async function answerDecline(resolvers: MockResolvers): Promise<OperationDescriptor> {
  let pending: OperationDescriptor | undefined;
  await waitFor(() => {
    pending = environment.mock.getAllOperations().find((o) => o.request.node.params.name === DECLINE);
    expect(pending).toBeDefined();
  });
  environment.mock.resolve(pending!, MockPayloadGenerator.generate(pending!, { ...base([]), ...resolvers }));
  return pending!;
}

describe('StockHoldsCard', () => {
  it('lists each hold with its product link and until when; Decline lets it go and the list follows', async () => {
    await start([HOLD]);
    const region = screen.getByRole('region', { name: 'Held for you' });
    expect(within(region).getByRole('link', { name: 'Silk Slip Dress' }).getAttribute('href')).toBe(
      '/product/12?colorId=3',
    );
    expect(within(region).getByText('Ivory, size M · held for you until Nov 30, 2026, 5:05 PM UTC')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Decline Silk Slip Dress in M' }));
    const sent = await answerDecline({ DeclineStockHoldPayload: () => ({ holdId: 31, userErrors: [] }) });
    expect(sent.request.variables).toEqual({ input: { holdId: 31 } });
    expect(await screen.findByText('Silk Slip Dress in M goes to the next member in line.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Held for you' })).toBeNull());
  });

  it('a hold that ended already: its message as a toast', async () => {
    await start([HOLD]);
    fireEvent.click(screen.getByRole('button', { name: 'Decline Silk Slip Dress in M' }));
    await answerDecline({
      DeclineStockHoldPayload: () => ({
        holdId: null,
        viewer: null,
        userErrors: [{ code: '21008', field: null, message: 'This hold has ended already.' }],
      }),
    });
    expect(await screen.findByText('This hold has ended already.')).toBeTruthy();
  });

  it('no holds: no card', async () => {
    await start([]);
    expect(screen.queryByRole('region', { name: 'Held for you' })).toBeNull();
  });
});
