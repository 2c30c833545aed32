import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReturnItems_lines$key } from '../../../__generated__/ReturnItems_lines.graphql.ts';
import '../Order/Order.css';

/** Items of a return: image, brand, title, size and color; `aside(orderItemId)` adds a control or note per item. */
export function ReturnItems({
  lines,
  aside,
}: {
  lines: ReturnItems_lines$key;
  aside?: (orderItemId: number) => ReactNode;
}) {
  const items = useFragment(
    graphql`
      fragment ReturnItems_lines on OrderLine @relay(plural: true) {
        orderItemId
        title
        detail
        saleType
        size
        color {
          name
        }
        image {
          url
          alt
        }
        brand {
          name
        }
      }
    `,
    lines,
  );
  return (
    <ul className="order-lines">
      {items.map((line) => {
        const facts =
          [line.size ? `Size ${line.size}` : null, line.color?.name ?? null].filter(Boolean).join(' · ') || line.detail;
        return (
          <li key={line.orderItemId} className="order-line">
            <div className="order-line__image">
              {line.image ? (
                <img src={line.image.url} alt={line.image.alt || line.title} loading="lazy" />
              ) : (
                <span className="order-line__placeholder" aria-hidden="true" />
              )}
            </div>
            <div className="order-line__info">
              {line.brand ? <span className="order-line__brand">{line.brand.name}</span> : null}
              <span className="order-line__title">{line.title}</span>
              <span className="order-line__detail">{facts}</span>
              <span className="order-line__meta">
                <span className={`order-tag order-tag--${(line.saleType ?? 'rent').toLowerCase()}`}>
                  {line.saleType === 'PURCHASE' ? 'Bought' : 'Rented'}
                </span>
              </span>
            </div>
            <div className="order-line__amount">{aside?.(line.orderItemId)}</div>
          </li>
        );
      })}
    </ul>
  );
}
