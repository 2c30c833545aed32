import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { RentalCard_item$key } from '../../../__generated__/RentalCard_item.graphql.ts';
import { rentToBuyPath } from '../../checkout/index.ts';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { orderBadgeClass } from '../Order/orderStatus.ts';
import { ParcelCarrier } from '../Order/ParcelCarrier.tsx';
import { ReviewLink } from '../../reviews/index.ts';

/** Where a rented item is, as the rental history says it (OrderItemState). */
export const RENTAL_STATE_LABELS: Record<string, string> = {
  PENDING: 'Packing',
  SHIPPED: 'On its way',
  DELIVERED: 'With you',
  RETURN_REQUESTED: 'Return requested',
  RETURN_IN_TRANSIT: 'Return in transit',
  RETURNED: 'Returned',
  UNRESOLVED: 'Unresolved',
  BOUGHT: 'Bought',
  CANCELLED: 'Cancelled',
};

/**
 * One rented item: image, title, size and color, its dates and state, its latest parcel's carrier and tracking
 * (link), its order, and rent-to-buy when
 * the api offers it (line.buyPrice: "Keep it" while she has it, "Buy it" once it is back).
 */
export function RentalCard({ item }: { item: RentalCard_item$key }) {
  const r = useFragment(
    graphql`
      fragment RentalCard_item on RentalItem {
        orderItemId
        orderId
        state
        out
        rentedAt
        shippedAt
        deliveredAt
        returnedAt
        boughtInOrderId
        shipments {
          direction
          carrier
          trackingCode
          trackingUrl
        }
        line {
          title
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
            url
          }
          buyPrice {
            formatted
          }
          reviewStatus
        }
      }
    `,
    item,
  );
  const { line } = r;
  // Its latest parcel (outbound first, then returns): where to track it now.
  const parcel = r.shipments.at(-1);
  const state = RENTAL_STATE_LABELS[r.state] ?? r.state;
  const facts = [line.size ? `Size ${line.size}` : null, line.color?.name ?? null].filter(Boolean).join(' · ');
  const dates = [
    ['Rented', r.rentedAt],
    ['Shipped', r.shippedAt],
    ['Delivered', r.deliveredAt],
    ['Returned', r.returnedAt],
  ].filter((d): d is [string, string] => Boolean(d[1]));
  return (
    <article className="rental-card" aria-label={line.title}>
      <div className="rental-card__image">
        {line.image ? (
          <img src={line.image.url} alt={line.image.alt || line.title} loading="lazy" />
        ) : (
          <span className="rental-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="rental-card__info">
        {line.brand ? <span className="rental-card__brand">{line.brand.name}</span> : null}
        <h2 className="rental-card__title">
          {line.product ? <Link to={line.product.url}>{line.title}</Link> : line.title}
        </h2>
        {facts ? <p className="rental-card__facts">{facts}</p> : null}
        <dl className="rental-card__dates">
          {dates.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatShortDate(value)}</dd>
            </div>
          ))}
        </dl>
        {parcel ? (
          <div className="rental-card__parcel" aria-label={parcel.direction === 'RETURN' ? 'Return parcel' : 'Parcel'}>
            <ParcelCarrier
              carrier={parcel.carrier}
              trackingCode={parcel.trackingCode}
              trackingUrl={parcel.trackingUrl}
            />
          </div>
        ) : null}
        <div className="rental-card__links">
          <Link to={`/order/${r.orderId}`} className="link-button">
            Order #{r.orderId}
          </Link>
          {r.boughtInOrderId ? (
            <Link to={`/order/${r.boughtInOrderId}`} className="link-button">
              Bought in order #{r.boughtInOrderId}
            </Link>
          ) : null}
          {line.buyPrice ? (
            <Link to={rentToBuyPath([r.orderItemId])} className="button rental-card__buy">
              {r.out ? 'Keep it' : 'Buy it'} for {line.buyPrice.formatted}
            </Link>
          ) : null}
          <ReviewLink orderItemId={r.orderItemId} status={line.reviewStatus} />
        </div>
      </div>
      <span className={`${orderBadgeClass(state)} rental-card__state`}>{state}</span>
    </article>
  );
}
