import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ProductGalleryTestQuery } from '../../../__generated__/ProductGalleryTestQuery.graphql.ts';
import { renderWithRelay } from '../../../../test/relay.tsx';
import { ProductGallery } from './ProductGallery.tsx';

function Harness() {
  const data = useLazyLoadQuery<ProductGalleryTestQuery>(
    graphql`
      query ProductGalleryTestQuery @relay_test_operation {
        product(productId: 12) {
          ...ProductGallery_product
        }
      }
    `,
    {},
  );
  return data.product ? <ProductGallery product={data.product} colorId={1} /> : null;
}

const images = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ url: `/images/products/dresses/12-${i + 1}.svg`, alt: '' }));

describe('ProductGallery', () => {
  // axe's scrollable-region-focusable: a region that scrolls must be reachable from the keyboard.
  it("takes focus on a phone's strip of several images, so the keyboard scrolls it too", async () => {
    renderWithRelay(<Harness />, {
      resolvers: {
        Product: () => ({ title: 'Silk Midi Dress', colors: [{ colorId: 1, name: 'Sage', images: images(3) }] }),
      },
    });

    const strip = await screen.findByRole('list', { name: '3 images, scroll sideways for more' });
    expect(strip.tabIndex).toBe(0);
    expect(strip.querySelectorAll('img')).toHaveLength(3);
  });

  it('leaves a single image out of the tab order: nothing to scroll', async () => {
    renderWithRelay(<Harness />, {
      resolvers: {
        Product: () => ({ title: 'Silk Midi Dress', colors: [{ colorId: 1, name: 'Sage', images: images(1) }] }),
      },
    });

    await screen.findAllByRole('img', { name: 'Silk Midi Dress in Sage, image 1 of 1' });
    const strip = document.querySelector('.gallery__strip')!;
    expect(strip.hasAttribute('tabindex')).toBe(false);
    expect(strip.hasAttribute('aria-label')).toBe(false);
  });
});
