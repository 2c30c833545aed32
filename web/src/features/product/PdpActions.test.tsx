import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { PdpActionsTestQuery } from '../../__generated__/PdpActionsTestQuery.graphql.ts';
import { renderWithRelay } from '../../../test/relay.tsx';
import { signInForTest } from '../../../test/session.ts';
import { getUiState } from '../../platform/state/ui.ts';
import type { PickedSize } from './SizePicker/SizePicker.tsx';
import { PdpActions } from './PdpActions.tsx';

const PRODUCT_ID = 'UHJvZHVjdDoxMg==';
const VIEWER_ID = 'VXNlcjo3';
const SIZE_M: PickedSize = { sku: 'P12-C1-M', label: 'M', stock: 5, heldUntil: null };

function Harness({ picked }: { picked: PickedSize | null }) {
  const data = useLazyLoadQuery<PdpActionsTestQuery>(
    graphql`
      query PdpActionsTestQuery @relay_test_operation {
        viewer {
          id
          toteIcon
        }
        product(productId: 12) {
          ...PdpActions_product
        }
      }
    `,
    {},
  );
  return (
    <>
      <output aria-label="header count">{data.viewer?.toteIcon ?? 'guest'}</output>
      {data.product ? <PdpActions product={data.product} colorId={1} picked={picked} /> : null}
    </>
  );
}

const buttons = {
  canRent: true,
  rentLabel: 'Add to Tote',
  rentDisabledReason: null,
  canBuy: true,
  buyLabel: 'Buy for $89.50',
  rentSkusInTote: [],
  purchaseSkusInTote: [],
  rentCount: 2,
  upperLimit: 6,
};

/** Renders the actions with the query answered; later operations (mutations) stay pending. */
async function renderActions(opts: { signedIn: boolean; picked: PickedSize | null }) {
  if (opts.signedIn) signInForTest();
  const environment = createMockEnvironment();
  const rendered = renderWithRelay(<Harness picked={opts.picked} />, { environment, url: '/product/12-silk-dress' });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({ id: VIEWER_ID, toteIcon: 2 }),
        Query: () => ({ viewer: opts.signedIn ? undefined : null }),
        Product: () => ({
          id: PRODUCT_ID,
          productId: 12,
          title: 'Silk Dress',
          toteButtons: opts.signedIn ? buttons : null,
        }),
        Money: () => ({ formatted: '$89.50' }),
        ProductConfig: () => ({ canRent: true, canBuy: true }),
      }),
    );
  });
  await screen.findByRole('button', { name: /Add to Tote|In your Tote/ });
  return rendered;
}

describe('PdpActions', () => {
  it('a guest pressing rent goes to login with redirect_uri back to the product', async () => {
    const { router } = await renderActions({ signedIn: false, picked: SIZE_M });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Tote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect_uri')).toBe('/product/12-silk-dress');
  });

  it('a size held for her: says until when, and rent is offered', async () => {
    await renderActions({
      signedIn: true,
      picked: { sku: 'P12-C1-M', label: 'M', stock: 1, heldUntil: '2026-11-30T17:05:00.000Z' },
    });
    expect(screen.getByText(/^Held for you until/).textContent).toBe(
      'Held for you until Nov 30, 2026, 5:05 PM UTC: you asked first. Add it to your Tote to rent it.',
    );
    expect((screen.getByRole('button', { name: 'Add to Tote' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for a size before adding', async () => {
    const { environment } = await renderActions({ signedIn: true, picked: null });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Tote' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a size.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('renting moves the header count at once, sends one idempotency key, and opens the Tote on success', async () => {
    const { environment } = await renderActions({ signedIn: true, picked: SIZE_M });
    expect(screen.getByLabelText('header count').textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Tote' }));

    expect(screen.getByLabelText('header count').textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'In your Tote' })).toBeTruthy();
    const add = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.params.name === 'useAddToToteMutation')!;
    expect(add.request.variables.input).toMatchObject({ saleType: 'RENT', sku: 'P12-C1-M', quantity: null });
    expect(add.request.variables.input.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);

    act(() => {
      environment.mock.resolve(add, {
        data: {
          addToTote: {
            item: { id: 'VG90ZUl0ZW06MQ==' },
            tote: null,
            product: { id: PRODUCT_ID, toteButtons: { ...buttons, rentSkusInTote: ['P12-C1-M'], rentCount: 3 } },
            viewer: { id: VIEWER_ID, toteIcon: 3 },
            userErrors: [],
          },
        },
      });
    });
    expect(screen.getByLabelText('header count').textContent).toBe('3');
    await waitFor(() => expect(getUiState().drawers.cartOrderPreview).toBe(true));
    const tracked = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.params.name === 'useTrackEventMutation');
    expect(tracked?.request.variables.input).toMatchObject({
      eventType: 'ADD_TOTE_BOX',
      productId: 12,
      colorId: 1,
      refer: '/product/12-silk-dress',
    });
  });

  it('rolls the count back and shows the message of a refused add (Tote full)', async () => {
    const { environment } = await renderActions({ signedIn: true, picked: SIZE_M });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Tote' }));
    expect(screen.getByLabelText('header count').textContent).toBe('3');
    const add = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.params.name === 'useAddToToteMutation')!;
    act(() => {
      environment.mock.resolve(add, {
        data: {
          addToTote: {
            item: null,
            tote: null,
            product: null,
            viewer: null,
            userErrors: [{ code: '21001', field: null, message: 'Your Tote is full: it holds up to 6 rental items.' }],
          },
        },
      });
    });
    expect(screen.getByLabelText('header count').textContent).toBe('2');
    expect((await screen.findByRole('alert')).textContent).toBe('Your Tote is full: it holds up to 6 rental items.');
    expect(getUiState().drawers.cartOrderPreview).toBe(false);
  });

  it('rolls the count back when the request fails', async () => {
    const { environment } = await renderActions({ signedIn: true, picked: SIZE_M });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Tote' }));
    expect(screen.getByLabelText('header count').textContent).toBe('3');
    const add = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.params.name === 'useAddToToteMutation')!;
    act(() => environment.mock.reject(add, new Error('Network Error. Please try again later.')));
    expect(screen.getByLabelText('header count').textContent).toBe('2');
  });

  it('buys the chosen quantity (clamped to the stock)', async () => {
    const { environment } = await renderActions({ signedIn: true, picked: { ...SIZE_M, stock: 2 } });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Buy for $89.50' }));
    expect(screen.getByLabelText('header count').textContent).toBe('4');
    const add = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.params.name === 'useAddToToteMutation')!;
    expect(add.request.variables.input).toMatchObject({ saleType: 'PURCHASE', sku: 'P12-C1-M', quantity: 2 });
  });
});
