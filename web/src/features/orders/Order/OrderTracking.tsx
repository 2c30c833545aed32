import { graphql, useFragment } from 'react-relay';
import type { OrderTracking_order$key } from '../../../__generated__/OrderTracking_order.graphql.ts';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { ParcelCarrier } from './ParcelCarrier.tsx';

/** A parcel's statuses as shown. */
export const SHIPMENT_STATUS_LABELS: Record<string, string> = {
  REQUESTED: 'Label created',
  INCOMING: 'On its way',
  DELIVERED: 'Delivered',
  RETURN_IN_TRANSIT: 'Return in transit',
  RETURNED: 'Returned',
  UNRESOLVED: 'Unresolved',
  CANCELLED: 'Cancelled',
};

/**
 * "Track your Tote": the order's outbound parcels, each with its carrier, tracking code, items and the
 * carrier's scans, newest first. A section of the order page (the TRACK_TOTE action links to #track)
 * rather than a page of its own: the order query carries the parcels already, and the items, status
 * and tracking read best side by side. Nothing before a parcel is packed.
 */
export function OrderTracking({ order }: { order: OrderTracking_order$key }) {
  const o = useFragment(
    graphql`
      fragment OrderTracking_order on Order {
        lines {
          orderItemId
          title
        }
        shipments {
          shipmentId
          direction
          carrier
          trackingCode
          trackingUrl
          status
          orderItemIds
          shippedAt
          deliveredAt
          events {
            status
            description
            location
            occurredAt
          }
        }
      }
    `,
    order,
  );
  const parcels = o.shipments.filter((s) => s.direction === 'OUTBOUND');
  if (parcels.length === 0) return null;
  const titleOf = new Map(o.lines.map((l) => [l.orderItemId, l.title]));
  return (
    <section id="track" className="order-tracking" aria-labelledby="order-track">
      <h2 id="order-track" className="order-page__section-title">
        Track your Tote
      </h2>
      {parcels.map((p, index) => (
        <article
          key={p.shipmentId}
          className="order-parcel"
          aria-label={parcels.length > 1 ? `Parcel ${index + 1} of ${parcels.length}` : 'Parcel'}
        >
          <header className="order-parcel__head">
            <ParcelCarrier carrier={p.carrier} trackingCode={p.trackingCode} trackingUrl={p.trackingUrl} />
            <span className="order-parcel__status">{SHIPMENT_STATUS_LABELS[p.status] ?? p.status}</span>
          </header>
          <p className="order-page__hint">{p.orderItemIds.map((id) => titleOf.get(id) ?? `Item ${id}`).join(', ')}</p>
          <ol className="order-parcel__events">
            {[...p.events].reverse().map((e, i) => (
              <li key={`${e.occurredAt}-${i}`} className="order-parcel__event">
                <span className="order-parcel__event-text">{e.description}</span>
                <span className="order-page__hint">
                  {[formatShortDate(e.occurredAt), e.location].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}
