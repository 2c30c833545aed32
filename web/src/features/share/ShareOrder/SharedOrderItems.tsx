import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { SharedOrderItems_order$key } from '../../../__generated__/SharedOrderItems_order.graphql.ts';

const SALE_LABELS: Record<string, string> = { RENT: 'Rented', PURCHASE: 'Bought' };

/** The shared order's items: picture, brand, title, size, colour, rented or bought. */
export function SharedOrderItems({ order }: { order: SharedOrderItems_order$key }) {
  const { items } = useFragment(
    graphql`
      fragment SharedOrderItems_order on SharedOrder {
        items {
          title
          brand {
            name
          }
          image {
            url
            alt
          }
          size
          color {
            name
            hex
          }
          saleType
          productPath
        }
      }
    `,
    order,
  );
  return (
    <ul className="share-items" aria-label="Items">
      {items.map((item, index) => (
        <li key={index} className="share-item">
          <div className="share-item__image">
            {item.image ? (
              <img src={item.image.url} alt={item.image.alt || item.title} loading="lazy" />
            ) : (
              <span className="share-item__placeholder" aria-hidden="true" />
            )}
          </div>
          <div className="share-item__info">
            {item.brand ? <span className="share-item__brand">{item.brand.name}</span> : null}
            <span className="share-item__title">
              {item.productPath ? <Link to={item.productPath}>{item.title}</Link> : item.title}
            </span>
            <span className="share-item__facts">
              {item.size ? `Size ${item.size}` : null}
              {item.size && item.color ? ' · ' : null}
              {item.color ? (
                <>
                  <span className="share-item__swatch" style={{ background: item.color.hex }} aria-hidden="true" />
                  {item.color.name}
                </>
              ) : null}
            </span>
            <span className="share-item__sale">{SALE_LABELS[item.saleType] ?? item.saleType}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
