import { graphql, useFragment } from 'react-relay';
import type { AssistantLook_element$key } from '../../__generated__/AssistantLook_element.graphql.ts';
import { AssistantProductCard } from './AssistantProductCard.tsx';

interface Props {
  look: AssistantLook_element$key;
}

/** A look: products that go together, and what they cost together. */
export function AssistantLook({ look }: Props) {
  const data = useFragment(
    graphql`
      fragment AssistantLook_element on AssistantLook {
        title
        totalPrice {
          formatted
        }
        products {
          product {
            id
          }
          ...AssistantProductCard_card
        }
      }
    `,
    look,
  );

  return (
    <section className="assistant-card assistant-look" aria-label={data.title}>
      <h3 className="assistant-card__title">{data.title}</h3>
      <div className="assistant-look__products">
        {data.products.map((card) => (
          <AssistantProductCard key={card.product.id} card={card} />
        ))}
      </div>
      <p className="assistant-look__total">
        Total <strong>{data.totalPrice.formatted}</strong>
      </p>
    </section>
  );
}
