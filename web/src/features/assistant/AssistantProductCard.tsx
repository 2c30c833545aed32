import { graphql, useFragment } from 'react-relay';
import type { AssistantProductCard_card$key } from '../../__generated__/AssistantProductCard_card.graphql.ts';
import { AssistantLink } from './links.tsx';
import { AssistantAddToTote } from './AssistantAddToTote.tsx';

interface Props {
  card: AssistantProductCard_card$key;
}

/** A product in a reply: it opens the product page; "Add to Tote" with one of the sizes in stock. */
export function AssistantProductCard({ card }: Props) {
  const data = useFragment(
    graphql`
      fragment AssistantProductCard_card on AssistantProductCard {
        sizesInStock
        product {
          productId
          title
          url
          brand {
            name
          }
          cover {
            url
            alt
          }
          price {
            formatted
          }
        }
      }
    `,
    card,
  );
  const { product, sizesInStock } = data;

  return (
    <article className="assistant-product" aria-label={`${product.brand.name} ${product.title}`}>
      <AssistantLink href={product.url} className="assistant-product__link">
        <img
          className="assistant-product__image"
          src={product.cover.url}
          alt={product.cover.alt || `${product.brand.name} ${product.title}`}
          width={120}
          height={160}
          loading="lazy"
          decoding="async"
        />
        <span className="assistant-product__brand">{product.brand.name}</span>
        <span className="assistant-product__title">{product.title}</span>
      </AssistantLink>
      <p className="assistant-product__price">{product.price.formatted}</p>
      <p className="assistant-product__sizes">
        {sizesInStock.length > 0 ? `In stock: ${sizesInStock.join(', ')}` : 'Sold out'}
      </p>
      {sizesInStock.length > 0 ? (
        <AssistantAddToTote productId={product.productId} title={product.title} sizesInStock={sizesInStock} />
      ) : null}
    </article>
  );
}
