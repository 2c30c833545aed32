import { graphql, useFragment } from 'react-relay';
import type { ReturnParcel_shipment$key } from '../../../__generated__/ReturnParcel_shipment.graphql.ts';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { ParcelCarrier } from './ParcelCarrier.tsx';
import { SHIPMENT_STATUS_LABELS } from './OrderTracking.tsx';
import './Order.css';

/** A return parcel (track-return): carrier, tracking code, status and the carrier's scans, newest first. */
export function ReturnParcel({ shipment, label }: { shipment: ReturnParcel_shipment$key; label: string }) {
  const p = useFragment(
    graphql`
      fragment ReturnParcel_shipment on Shipment {
        carrier
        trackingCode
        trackingUrl
        status
        events {
          status
          description
          location
          occurredAt
        }
      }
    `,
    shipment,
  );
  return (
    <article className="order-parcel" aria-label={label}>
      <header className="order-parcel__head">
        <ParcelCarrier carrier={p.carrier} trackingCode={p.trackingCode} trackingUrl={p.trackingUrl} />
        <span className="order-parcel__status">{SHIPMENT_STATUS_LABELS[p.status] ?? p.status}</span>
      </header>
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
  );
}
