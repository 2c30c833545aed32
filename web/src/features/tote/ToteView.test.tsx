import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { ToteViewTestQuery } from '../../__generated__/ToteViewTestQuery.graphql.ts';
import { renderWithRelay, type MockEnvironment } from '../../../test/relay.tsx';
import { signInForTest } from '../../../test/session.ts';
import { getUiState } from '../../platform/state/ui.ts';
import { ToteView } from './ToteView.tsx';

function Harness() {
  const data = useLazyLoadQuery<ToteViewTestQuery>(
    graphql`
      query ToteViewTestQuery @relay_test_operation {
        viewer {
          id
          toteIcon
          tote {
            ...ToteView_tote
          }
        }
      }
    `,
    {},
  );
  if (!data.viewer) return null;
  return (
    <>
      <output aria-label="header count">{data.viewer.toteIcon}</output>
      <ToteView tote={data.viewer.tote} />
    </>
  );
}

const item = (id: string, saleType: 'RENT' | 'PURCHASE', title: string, quantity: number) => ({
  id,
  saleType,
  size: 'M',
  quantity,
  maxQuantity: saleType === 'RENT' ? 1 : 5,
  availability: 'AVAILABLE',
  checked: true,
  color: { name: 'Black' },
  image: { url: '/images/p.svg', alt: '' },
  unitPrice: { formatted: '$40.00' },
  lineTotal: { amount: 40 * quantity, formatted: `$${40 * quantity}.00` },
  product: { id: `p-${id}`, title, url: `/product/${id}`, brand: { id: 'brand-1', name: 'Aster' } },
});

const TOTE = {
  id: 'VG90ZTo3',
  count: 3,
  upperLimit: 6,
  boxStatus: 'OPEN',
  topInfo: '',
  bottomInfo: 'Free shipping both ways.',
  billing: { nextBillingDate: null, messages: [] },
  rent: { saleType: 'RENT', num: 1, topInfo: null, emptyState: null, items: [item('r1', 'RENT', 'Silk Dress', 1)] },
  purchase: {
    saleType: 'PURCHASE',
    num: 2,
    topInfo: null,
    emptyState: null,
    items: [item('b1', 'PURCHASE', 'Wool Coat', 2)],
  },
};

async function renderTote(over: Partial<typeof TOTE> = {}): Promise<MockEnvironment> {
  signInForTest();
  const environment = createMockEnvironment();
  renderWithRelay(<Harness />, { environment });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({ id: 'VXNlcjo3', toteIcon: 3, tote: { ...TOTE, ...over } }),
      }),
    );
  });
  await screen.findByRole('link', { name: 'Silk Dress' });
  return environment;
}

const pending = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().find((op) => op.request.node.params.name === name)!;

describe('ToteView', () => {
  it('shows both sections with their counters and the purchase subtotal', async () => {
    await renderTote();
    const rent = screen.getByRole('region', { name: 'Rent' });
    expect(within(rent).getByText('1 / 6')).toBeTruthy();
    const buy = screen.getByRole('region', { name: 'Buy' });
    expect(within(buy).getByText('2 pieces')).toBeTruthy();
    expect((within(buy).getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    expect(screen.getByText('Purchase subtotal').parentElement?.textContent).toBe('Purchase subtotal$80.00');
  });

  it("says beside the rent counter when this period's box is locked or full", async () => {
    await renderTote({ boxStatus: 'LOCKED' });
    expect(within(screen.getByRole('region', { name: 'Rent' })).getByText('1 / 6 · Locked')).toBeTruthy();
  });

  it('removes at once, then offers undo; a failed removal puts the item back', async () => {
    const environment = await renderTote();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Silk Dress from your Tote' }));
    expect(screen.queryByRole('link', { name: 'Silk Dress' })).toBeNull();
    expect(screen.getByLabelText('header count').textContent).toBe('2');
    const remove = pending(environment, 'useRemoveFromToteMutation');
    expect(remove.request.variables).toEqual({ input: { itemIds: ['r1'] } });
    act(() => environment.mock.reject(remove, new Error('Network Error. Please try again later.')));
    expect(screen.getByRole('link', { name: 'Silk Dress' })).toBeTruthy();
    expect(screen.getByLabelText('header count').textContent).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Silk Dress from your Tote' }));
    act(() => {
      environment.mock.resolve(pending(environment, 'useRemoveFromToteMutation'), {
        data: {
          removeFromTote: {
            tote: {
              ...TOTE,
              count: 2,
              rent: {
                ...TOTE.rent,
                num: 0,
                items: [],
                emptyState: {
                  title: 'Nothing to rent yet',
                  message: 'Add up to 6 items.',
                  buttonText: 'Browse new arrivals',
                  link: '/new-arrivals',
                },
              },
            },
            viewer: { id: 'VXNlcjo3', toteIcon: 2 },
            userErrors: [],
          },
        },
      });
    });
    expect(await screen.findByText('Removed Silk Dress.')).toBeTruthy();
    expect(screen.getByText('Nothing to rent yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    act(() => {
      environment.mock.resolve(pending(environment, 'useUndoToteRemovalMutation'), {
        data: { undoToteRemoval: { tote: TOTE, viewer: { id: 'VXNlcjo3', toteIcon: 3 }, userErrors: [] } },
      });
    });
    expect(await screen.findByRole('link', { name: 'Silk Dress' })).toBeTruthy();
    expect(screen.queryByText('Removed Silk Dress.')).toBeNull();
    expect(screen.getByLabelText('header count').textContent).toBe('3');
  });

  it('changes a purchase quantity optimistically and shows a refusal as a toast', async () => {
    const environment = await renderTote();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText('header count').textContent).toBe('4');
    const edit = pending(environment, 'useEditToteItemMutation');
    expect(edit.request.variables).toEqual({ input: { itemId: 'b1', quantity: 3 } });
    act(() => {
      environment.mock.resolve(edit, {
        data: {
          editToteItem: {
            tote: TOTE,
            viewer: { id: 'VXNlcjo3', toteIcon: 3 },
            userErrors: [{ code: '21005', field: null, message: 'Only 2 left in this size.' }],
          },
        },
      });
    });
    expect(screen.getByLabelText('header count').textContent).toBe('3');
    await waitFor(() =>
      expect(getUiState().toasts.map((toast) => toast.message)).toContain('Only 2 left in this size.'),
    );
  });
});
