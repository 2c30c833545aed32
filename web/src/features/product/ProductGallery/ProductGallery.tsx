import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductGallery_product$key } from '../../../__generated__/ProductGallery_product.graphql.ts';
import './ProductGallery.css';

interface Props {
  product: ProductGallery_product$key;
  colorId: number;
}

/** The strip's images that load at once. */
const STRIP_EAGER = 2;

/** The selected color's images: a main image with thumbnails (desktop), a swipeable strip (mobile). */
export function ProductGallery({ product, colorId }: Props) {
  const data = useFragment(
    graphql`
      fragment ProductGallery_product on Product {
        title
        cover {
          url
          alt
        }
        colors {
          colorId
          name
          images {
            url
            alt
          }
        }
      }
    `,
    product,
  );
  const color = data.colors.find((c) => c.colorId === colorId) ?? data.colors[0];
  const images = color && color.images.length > 0 ? color.images : [data.cover];
  const [selected, setSelected] = useState(0);
  const [shownColor, setShownColor] = useState(colorId);
  if (shownColor !== colorId) {
    setShownColor(colorId);
    setSelected(0);
  }
  const main = images[Math.min(selected, images.length - 1)] ?? data.cover;
  const altOf = (image: { alt: string }, index: number) =>
    image.alt || `${data.title}${color ? ` in ${color.name}` : ''}, image ${index + 1} of ${images.length}`;

  return (
    <section className="gallery" aria-label="Product images">
      <div className="gallery__main">
        <img src={main.url} alt={altOf(main, selected)} width={900} height={1200} fetchPriority="high" />
      </div>
      {/* A phone swipes the strip; with more than one image it scrolls, so it takes focus for the arrow keys. */}
      <ul
        className="gallery__strip"
        tabIndex={images.length > 1 ? 0 : undefined}
        aria-label={images.length > 1 ? `${images.length} images, scroll sideways for more` : undefined}
      >
        {images.map((image, index) => (
          <li key={image.url}>
            <img
              src={image.url}
              alt={altOf(image, index)}
              width={600}
              height={800}
              // On a phone the second image peeks in beside the first: both show at once.
              loading={index < STRIP_EAGER ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Choose an image">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <img src={image.url} alt="" width={90} height={120} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
