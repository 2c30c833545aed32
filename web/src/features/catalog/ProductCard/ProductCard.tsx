import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ProductCard_product$key } from '../../../__generated__/ProductCard_product.graphql.ts';
import { Price } from '../Price/Price.tsx';
import { WishlistHeart } from '../WishlistHeart/WishlistHeart.tsx';
import { HighlightedText } from '../../../ui/HighlightedText/HighlightedText.tsx';
import './ProductCard.css';

interface Props {
  product: ProductCard_product$key;
  /** Above the fold: load the image at once. */
  eager?: boolean;
  /** The first card of a grid: on a phone its image is the page's largest paint, fetched first. */
  priority?: boolean;
  /** Words to mark in the title (search results). */
  highlightTerms?: readonly string[];
}

const MAX_SWATCHES = 5;

export function ProductCard({ product, eager = false, priority = false, highlightTerms }: Props) {
  const data = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        title
        url
        isNew
        availability
        brand {
          name
        }
        cover {
          url
          alt
        }
        hoverImage {
          url
        }
        colors {
          colorId
          name
          hex
        }
        ...Price_product
        ...WishlistHeart_product
      }
    `,
    product,
  );
  const alt = data.cover.alt || `${data.brand.name} ${data.title}`;
  const soldOut = data.availability === 'OUT_OF_STOCK';

  return (
    <article className="product-card">
      <Link to={data.url} className="product-card__link">
        <div className="product-card__media">
          <img
            className="product-card__image"
            src={data.cover.url}
            alt={alt}
            width={600}
            height={800}
            loading={eager || priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
          />
          {data.hoverImage ? (
            <img
              className="product-card__image product-card__image--hover"
              src={data.hoverImage.url}
              alt=""
              width={600}
              height={800}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          {data.isNew || soldOut ? (
            <span className={`product-card__badge${soldOut ? ' product-card__badge--muted' : ''}`}>
              {soldOut ? 'Sold out' : 'New'}
            </span>
          ) : null}
        </div>
        <p className="product-card__brand">{data.brand.name}</p>
        <h3 className="product-card__title">
          <HighlightedText text={data.title} terms={highlightTerms} />
        </h3>
      </Link>
      {/* Outside the link (a press saves, it does not open the product), placed over the image. */}
      <WishlistHeart product={data} className="product-card__heart" />
      <Price product={data} />
      {data.colors.length > 1 ? (
        <ul className="product-card__swatches" aria-label={`${data.colors.length} colors`}>
          {data.colors.slice(0, MAX_SWATCHES).map((color) => (
            <li
              key={color.colorId}
              className="product-card__swatch"
              style={{ backgroundColor: color.hex }}
              title={color.name}
            >
              <span className="visually-hidden">{color.name}</span>
            </li>
          ))}
          {data.colors.length > MAX_SWATCHES ? (
            <li className="product-card__more">+{data.colors.length - MAX_SWATCHES}</li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}
