/**
 * The fulfilment provider: the carrier that books parcels and scans them on their way. The shop
 * drives it (service.ts): it books a parcel when an order is packed, and asks for a parcel's next
 * scan on each tick of its clock. The local carrier (local-carrier.ts) runs on this machine
 * (FULFILMENT=simulated); with FULFILMENT=webhook the warehouse carrier (warehouse-carrier.ts) only
 * books, and the warehouse's signed events move parcels (events.ts).
 */
import type { ShipmentStatus } from '@tote/contract/order';
import type { ShipmentDirection } from '../orders/index.js';

export interface CarrierEvent {
  status: ShipmentStatus;
  description: string;
  location: string;
  occurredAt: Date;
}

export interface ShipmentRequest {
  orderId: number;
  direction: ShipmentDirection;
  /** 1-based number of the parcel within its order and direction. */
  parcel: number;
}

export interface BookedShipment {
  trackingCode: string; // unique across carriers' parcels
  /** The first scan: the label is created (status Requested). */
  event: CarrierEvent;
}

export interface FulfilmentProvider {
  /** The carrier's name, shown with the tracking code. */
  readonly carrier: string;
  /** Books a parcel. */
  createShipment(req: ShipmentRequest, now: Date): Promise<BookedShipment>;
  /** The parcel's next scan after `status`, or null when it has nothing new (it has arrived). */
  events(
    shipment: { trackingCode: string; direction: ShipmentDirection; status: ShipmentStatus },
    now: Date,
  ): Promise<CarrierEvent[]>;
}
