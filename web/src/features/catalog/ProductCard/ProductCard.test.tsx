import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ProductCardTestQuery } from '../../../__generated__/ProductCardTestQuery.graphql.ts';
import { renderWithRelay } from '../../../../test/relay.tsx';
import { ProductCard } from './ProductCard.tsx';

function Harness() {
  const data = useLazyLoadQuery<ProductCardTestQuery>(
    graphql`
      query ProductCardTestQuery @relay_test_operation {
        product(productId: 12) {
          ...ProductCard_product
        }
      }
    `,
    {},
  );
  return data.product ? <ProductCard product={data.product} /> : null;
}

const money = (amount: number) => ({ amount, currency: 'USD', formatted: `$${amount.toFixed(2)}` });

describe('ProductCard', () => {
  it('shows the image with its alt text, brand, title and the three prices, and links to the product', async () => {
    renderWithRelay(<Harness />, {
      resolvers: {
        Product: () => ({
          title: 'Silk Midi Dress',
          url: '/product/12-silk-midi-dress',
          isNew: false,
          isWished: false,
          availability: 'AVAILABLE',
          brand: { name: 'Maison Vale' },
          cover: { url: '/images/products/dresses/12-1.svg', alt: 'Silk Midi Dress in sage, front' },
          hoverImage: { url: '/images/a-2.svg' },
          colors: [
            { colorId: 1, name: 'Sage', hex: '#9caf88' },
            { colorId: 2, name: 'Navy', hex: '#1f2a44' },
          ],
          rentalPrice: money(45),
          price: money(89),
          originalPrice: money(240),
        }),
      },
    });

    const image = await screen.findByRole('img', { name: 'Silk Midi Dress in sage, front' });
    expect(image.getAttribute('src')).toBe('/images/products/dresses/12-1.svg');
    expect(screen.getByText('Maison Vale')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Silk Midi Dress' })).toBeTruthy();
    expect(screen.getByText('$45.00')).toBeTruthy();
    expect(screen.getByText('$89.00')).toBeTruthy();
    const retail = screen.getByText('$240.00', { exact: false });
    expect(retail.closest('s')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Silk Midi Dress/ }).getAttribute('href')).toBe(
      '/product/12-silk-midi-dress',
    );
    // The heart sits over the image but outside the link: pressing it saves, it does not navigate.
    const heart = screen.getByRole('button', { name: 'Save Silk Midi Dress to your wishlist' });
    expect(heart.closest('a')).toBeNull();
    // The second picture, shown on hover, is decorative: no alt text.
    expect(document.querySelector('.product-card__image--hover')?.getAttribute('src')).toBe('/images/a-2.svg');
    const swatches = screen.getByRole('list', { name: '2 colors' });
    expect(within(swatches).getByText('Navy')).toBeTruthy();
  });

  it('does not strike a retail price that is not higher than the purchase price', async () => {
    renderWithRelay(<Harness />, {
      resolvers: {
        Product: () => ({
          cover: { url: '/images/x.svg', alt: 'Wool coat' },
          hoverImage: null,
          colors: [],
          rentalPrice: money(30),
          price: money(120),
          originalPrice: money(120),
        }),
      },
    });
    await screen.findByRole('img', { name: 'Wool coat' });
    expect(document.querySelector('s')).toBeNull();
  });
});
