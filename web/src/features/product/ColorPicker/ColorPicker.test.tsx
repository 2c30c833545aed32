import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { ColorPickerTestQuery } from '../../../__generated__/ColorPickerTestQuery.graphql.ts';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithRelay } from '../../../../test/relay.tsx';
import { hydrate, relayPage, serverHtml, storeAnswer } from '../../../../test/hydration.tsx';
import { ColorPicker } from './ColorPicker.tsx';

const query = graphql`
  query ColorPickerTestQuery @relay_test_operation {
    product(productId: 12) {
      ...ColorPicker_product
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<ColorPickerTestQuery>(query, {});
  const [search] = useSearchParams();
  return data.product ? <ColorPicker product={data.product} colorId={Number(search.get('colorId') ?? 1)} /> : null;
}

const resolvers = {
  Product: () => ({
    productId: 12,
    colors: [
      { colorId: 1, name: 'Sage', hex: '#9caf88' },
      { colorId: 2, name: 'Navy', hex: '#1f2a44' },
    ],
  }),
};

describe('ColorPicker', () => {
  it('replaces colorId in the URL when the shopper picks another color', async () => {
    const { router } = renderWithRelay(<Harness />, { url: '/product/12-silk-midi-dress?colorId=1', resolvers });

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

  it('takes a color the shopper picked on the server’s page before the app took over', async () => {
    const environment = createMockEnvironment();
    storeAnswer(environment, query, {}, resolvers);
    const url = '/product/12-silk-midi-dress';
    const container = serverHtml(relayPage(<Harness />, environment, url).page);
    (container.querySelector('input[aria-label="Navy"]') as HTMLInputElement).checked = true;
    const { router, page } = relayPage(<Harness />, environment, url);
    const { problems } = hydrate(container, page);
    await waitFor(() => expect(router.state.location.search).toBe('?colorId=2'));
    expect(await screen.findByText('Navy')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Navy' }) as HTMLInputElement).checked).toBe(true);
    expect(problems).toEqual([]);
  });
});
