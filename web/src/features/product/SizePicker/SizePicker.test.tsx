import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SizePickerTestQuery } from '../../../__generated__/SizePickerTestQuery.graphql.ts';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithRelay } from '../../../../test/relay.tsx';
import { hydrate, relayPage, serverHtml, storeAnswer } from '../../../../test/hydration.tsx';
import { SizePicker, type PickedSize } from './SizePicker.tsx';

const query = graphql`
  query SizePickerTestQuery($colorId: Int) @relay_test_operation {
    product(productId: 12) {
      ...SizePicker_product @arguments(colorId: $colorId)
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<SizePickerTestQuery>(query, { colorId: 1 });
  const [picked, setPicked] = useState<PickedSize | null>(null);
  return data.product ? (
    <>
      <SizePicker product={data.product} colorId={1} value={picked?.sku ?? null} onChange={setPicked} />
      <output aria-label="picked">{picked ? `${picked.stock} ${picked.heldUntil ?? '-'}` : ''}</output>
    </>
  ) : null;
}

describe('SizePicker', () => {
  it('shows availability; a sold-out size can be picked (for a back-in-stock request)', async () => {
    renderWithRelay(<Harness />, {
      resolvers: {
        Product: () => ({
          productId: 12,
          sizes: [
            { sku: '12-1-S', label: 'S', stock: 5, availability: 'AVAILABLE', heldForYouUntil: null },
            { sku: '12-1-M', label: 'M', stock: 0, availability: 'OUT_OF_STOCK', heldForYouUntil: null },
            { sku: '12-1-L', label: 'L', stock: 1, availability: 'ONLY_ONE', heldForYouUntil: null },
            { sku: '12-1-XL', label: 'XL', stock: 2, availability: 'LOW_STOCK', heldForYouUntil: null },
          ],
        }),
      },
    });

    const small = (await screen.findByRole('radio', { name: 'S' })) as HTMLInputElement;
    const medium = screen.getByRole('radio', { name: 'M, sold out' }) as HTMLInputElement;
    const large = screen.getByRole('radio', { name: 'L, only one left' }) as HTMLInputElement;
    const xl = screen.getByRole('radio', { name: 'XL, low stock' }) as HTMLInputElement;
    expect(medium.disabled).toBe(false);
    expect(small.disabled).toBe(false);
    expect(large.disabled).toBe(false);
    expect(xl.disabled).toBe(false);
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.getByText('Only one left')).toBeTruthy();
    expect(screen.getByText('Low stock')).toBeTruthy();

    fireEvent.click(large);
    expect(large.checked).toBe(true);
    expect(screen.getByText(': L')).toBeTruthy();
    fireEvent.click(medium);
    expect(medium.checked).toBe(true);
  });

  it('takes a size the shopper picked on the server’s page before the app took over', async () => {
    const environment = createMockEnvironment();
    storeAnswer(
      environment,
      query,
      { colorId: 1 },
      {
        Product: () => ({
          productId: 12,
          sizes: [
            { sku: '12-1-S', label: 'S', stock: 5, availability: 'AVAILABLE', heldForYouUntil: null },
            { sku: '12-1-M', label: 'M', stock: 3, availability: 'AVAILABLE', heldForYouUntil: null },
          ],
        }),
      },
    );
    const container = serverHtml(relayPage(<Harness />, environment, '/product/12').page);
    const medium = container.querySelector('input[value="12-1-M"]') as HTMLInputElement;
    medium.checked = true;
    const { problems } = hydrate(container, relayPage(<Harness />, environment, '/product/12').page);
    expect(await screen.findByText(': M')).toBeTruthy();
    expect(medium.checked).toBe(true);
    expect(problems).toEqual([]);
  });

  it('a size with a unit held for her: "Held for you", and picked with her unit in its stock', async () => {
    renderWithRelay(<Harness />, {
      resolvers: {
        Product: () => ({
          productId: 12,
          sizes: [
            { sku: '12-1-S', label: 'S', stock: 5, availability: 'AVAILABLE', heldForYouUntil: null },
            {
              sku: '12-1-M',
              label: 'M',
              stock: 0,
              availability: 'OUT_OF_STOCK',
              heldForYouUntil: '2026-11-30T17:00:00.000Z',
            },
          ],
        }),
      },
    });
    const held = (await screen.findByRole('radio', { name: 'M, held for you' })) as HTMLInputElement;
    expect(screen.getByText('Held for you')).toBeTruthy();
    expect(screen.queryByText('Sold out')).toBeNull();
    fireEvent.click(held);
    expect(screen.getByRole('status', { name: 'picked' }).textContent).toBe('1 2026-11-30T17:00:00.000Z');
  });
});
