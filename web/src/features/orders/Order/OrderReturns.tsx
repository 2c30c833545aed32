import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OrderReturns_order$key } from '../../../__generated__/OrderReturns_order.graphql.ts';
import { ReturnParcel } from './ReturnParcel.tsx';

/**
 * "Your returns": the order's return parcels with the carrier's scans (the TRACK_RETURN and
 * RETURN_LABEL actions link to #returns). Nothing before a return is requested.
 */
export function OrderReturns({ order }: { order: OrderReturns_order$key }) {
  const o = useFragment(
    graphql`
      fragment OrderReturns_order on Order {
        shipments {
          shipmentId
          direction
          returnTicket {
            ticketId
            returnCode
            labelUrl
          }
          ...ReturnParcel_shipment
        }
      }
    `,
    order,
  );
  const parcels = o.shipments.filter((s) => s.direction === 'RETURN');
  if (parcels.length === 0) return null;
  return (
    <section id="returns" className="order-tracking" aria-labelledby="order-returns">
      <h2 id="order-returns" className="order-page__section-title">
        Your returns
      </h2>
      {parcels.map((p, index) => (
        <div key={p.shipmentId}>
          <ReturnParcel
            shipment={p}
            label={parcels.length > 1 ? `Return parcel ${index + 1} of ${parcels.length}` : 'Return parcel'}
          />
          {p.returnTicket ? (
            <p className="order-returns__links">
              {p.returnTicket.labelUrl ? (
                <a href={p.returnTicket.labelUrl} target="_blank" rel="noopener">
                  Print your return label
                </a>
              ) : null}
              <Link to={`/return/${p.returnTicket.ticketId}`}>Return {p.returnTicket.returnCode}: details</Link>
            </p>
          ) : null}
        </div>
      ))}
    </section>
  );
}
