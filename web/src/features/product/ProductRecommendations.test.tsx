import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ProductRecommendationsTestQuery } from '../../__generated__/ProductRecommendationsTestQuery.graphql.ts';
import { renderWithRelay } from '../../../test/relay.tsx';
import { fakeIntersectionObserver } from '../../../test/intersection.ts';
import { ProductRecommendations } from './ProductRecommendations.tsx';

function Harness() {
  const data = useLazyLoadQuery<ProductRecommendationsTestQuery>(
    graphql`
      query ProductRecommendationsTestQuery @relay_test_operation {
        product(productId: 12) {
          ...ProductRecommendations_product
        }
      }
    `,
    {},
  );
  if (!data.product) return null;
  return (
    <>
      <ProductRecommendations product={data.product} />
      <p>After the rows</p>
    </>
  );
}

const card = (productId: number, title: string) => ({
  id: `product-${productId}`,
  productId,
  title,
  url: `/product/${productId}-${title.toLowerCase().replace(/ /g, '-')}`,
});

describe('ProductRecommendations', () => {
  it('shows each row the gateway answers under its heading, and no heading for an empty row', async () => {
    renderWithRelay(<Harness />, {
      resolvers: {
        ProductRecommendations: () => ({
          similarItems: [card(21, 'Linen Shirt'), card(22, 'Wrap Dress')],
          productsYouLike: [],
          recentlyViewed: [card(31, 'Suede Boots')],
        }),
        Money: () => ({ amount: 49, formatted: '$49.00' }),
      },
    });
    const similar = await screen.findByRole('region', { name: 'You may also like' });
    expect(
      within(within(similar).getByRole('list', { name: 'You may also like' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('a')?.getAttribute('href')),
    ).toEqual(['/product/21-linen-shirt', '/product/22-wrap-dress']);
    const recent = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Picked for you' })).toBeNull();
  });

  it('shows nothing when every row is empty (a product with no similar styles, for a guest)', async () => {
    renderWithRelay(<Harness />, {
      resolvers: {
        ProductRecommendations: () => ({ similarItems: [], productsYouLike: [], recentlyViewed: [] }),
      },
    });
    await screen.findByText('After the rows');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('draws each row when it comes near the viewport; until then a frame of its height holds its room', async () => {
    const { reach } = fakeIntersectionObserver();
    renderWithRelay(<Harness />, {
      resolvers: {
        ProductRecommendations: () => ({
          similarItems: [card(21, 'Linen Shirt')],
          productsYouLike: [],
          recentlyViewed: [card(31, 'Suede Boots')],
        }),
      },
    });
    await screen.findByText('After the rows');
    expect(screen.queryByRole('heading')).toBeNull();
    // A heading's line and a card's image and text, in the row's own grid (ProductRow.css).
    const frames = document.querySelectorAll('.product-row-frame');
    expect(frames).toHaveLength(2);
    expect(frames[0]?.querySelector('.product-row > .product-row__item > .product-card__media')).not.toBeNull();
    reach(true);
    expect(await screen.findByRole('region', { name: 'You may also like' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Recently viewed' })).toBeTruthy();
    expect(document.querySelector('.product-row-frame')).toBeNull();
  });
});
