import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OrderLines_order$key } from '../../../__generated__/OrderLines_order.graphql.ts';
import { rentToBuyPath } from '../../checkout/index.ts';
import { formatMonthDay } from '../../../platform/format/dates.ts';
import { ReviewLink } from '../../reviews/index.ts';

const SALE_LABELS: Record<string, string> = { RENT: 'Rent', PURCHASE: 'Buy' };

/** What the warehouse decided about a returned rental (OrderLine.inspection). */
export const INSPECTION_LABELS: Record<string, string> = {
  FINE: 'Checked at the warehouse: back on the shelf',
  NEEDS_CLEANING: 'Checked at the warehouse: being cleaned',
  DAMAGED: 'Checked at the warehouse: damaged, retired from rental',
  LOST: 'Checked at the warehouse: lost',
};

/** The order's lines: each item with its image, brand, size and color, rent or buy, quantity and amount. */
export function OrderLines({ order }: { order: OrderLines_order$key }) {
  const { lines, renewalPeriod } = useFragment(
    graphql`
      fragment OrderLines_order on Order {
        lines {
          orderItemId
          type
          saleType
          title
          detail
          quantity
          unitPrice {
            formatted
          }
          amount {
            amount
            formatted
          }
          sku
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
          product {
            id
            url
          }
          buyPrice {
            formatted
          }
          reviewStatus
          inspection
        }
        renewalPeriod {
          start
          end
        }
      }
    `,
    order,
  );
  // A renewal's one membership line names the period it pays for: "Classic membership — Jul 14 to Aug 14".
  const period = renewalPeriod
    ? ` — ${formatMonthDay(renewalPeriod.start)} to ${formatMonthDay(renewalPeriod.end)}`
    : '';
  return (
    <ul className="order-lines">
      {lines.map((line) => {
        const facts =
          [line.size ? `Size ${line.size}` : null, line.color?.name ?? null].filter(Boolean).join(' · ') || line.detail;
        const title = line.product ? (
          <Link to={line.product.url}>{line.title}</Link>
        ) : line.type === 'SUBSCRIPTION' ? (
          line.title + period
        ) : (
          line.title
        );
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
              <span className="order-line__title">{title}</span>
              <span className="order-line__detail">{facts}</span>
              <span className="order-line__meta">
                {line.saleType ? (
                  <span className={`order-tag order-tag--${line.saleType.toLowerCase()}`}>
                    {SALE_LABELS[line.saleType] ?? line.saleType}
                  </span>
                ) : null}
                {line.type === 'RENT_TO_BUY' ? <span className="order-tag">Rent to buy</span> : null}
                <span>Qty {line.quantity}</span>
                {line.quantity > 1 ? <span>{line.unitPrice.formatted} each</span> : null}
              </span>
              {line.inspection ? (
                <span className="order-line__detail" data-testid="order-line-inspection">
                  {INSPECTION_LABELS[line.inspection] ?? line.inspection}
                </span>
              ) : null}
              {line.buyPrice ? (
                <Link className="order-line__buy" to={rentToBuyPath([line.orderItemId])}>
                  Love it? Keep it for {line.buyPrice.formatted}
                </Link>
              ) : null}
              <ReviewLink orderItemId={line.orderItemId} status={line.reviewStatus} className="order-line__buy" />
            </div>
            <div className="order-line__amount">
              {line.saleType === 'RENT' && line.amount.amount === 0 ? 'Included' : line.amount.formatted}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
