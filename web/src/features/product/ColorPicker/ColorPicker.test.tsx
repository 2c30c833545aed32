import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { ColorPickerTestQuery } from '../../../__generated__/ColorPickerTestQuery.graphql.ts';
import { renderWithRelay } from '../../../../test/relay.tsx';
import { ColorPicker } from './ColorPicker.tsx';

function Harness() {
  const data = useLazyLoadQuery<ColorPickerTestQuery>(
    graphql`
      query ColorPickerTestQuery @relay_test_operation {
        product(productId: 12) {
          ...ColorPicker_product
        }
      }
    `,
    {},
  );
  const [search] = useSearchParams();
  return data.product ? <ColorPicker product={data.product} colorId={Number(search.get('colorId') ?? 1)} /> : null;
}

describe('ColorPicker', () => {
  it('replaces colorId in the URL when the shopper picks another color', async () => {
    const { router } = renderWithRelay(<Harness />, {
      url: '/product/12-silk-midi-dress?colorId=1',
      resolvers: {
        Product: () => ({
          productId: 12,
          colors: [
            { colorId: 1, name: 'Sage', hex: '#9caf88' },
            { colorId: 2, name: 'Navy', hex: '#1f2a44' },
          ],
        }),
      },
    });

    const navy = await screen.findByRole('radio', { name: 'Navy' });
    expect((screen.getByRole('radio', { name: 'Sage' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Sage')).toBeTruthy();

    await act(async () => {
      fireEvent.click(navy);
    });

    expect(router.state.location.pathname).toBe('/product/12-silk-midi-dress');
    expect(router.state.location.search).toBe('?colorId=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect((screen.getByRole('radio', { name: 'Navy' }) as HTMLInputElement).checked).toBe(true);
  });
});
