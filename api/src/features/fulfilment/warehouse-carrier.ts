/**
 * The carrier of FULFILMENT=webhook: parcels are packed and shipped by a real warehouse and carrier, who report by
 * signed events (webhook.ts). Booking a parcel here only gives it the shop's own reference (the tracking code until
 * the carrier's number arrives with parcel.shipped, and a return label's code); it never scans a parcel by itself,
 * so the clock moves nothing.
 */
import { randomBytes } from 'node:crypto';
import type { CarrierEvent, FulfilmentProvider, ShipmentRequest } from './provider.js';

export const WAREHOUSE_CARRIER = 'Tote warehouse';

export class WarehouseCarrier implements FulfilmentProvider {
  readonly carrier = WAREHOUSE_CARRIER;

  async createShipment(req: ShipmentRequest, now: Date) {
    const prefix = req.direction === 'outbound' ? 'TOTE-O' : 'TOTE-R';
    const event: CarrierEvent = {
      status: 'Requested',
      description:
        req.direction === 'outbound'
          ? 'Packed at the Tote warehouse: waits for the carrier'
          : 'Return label created: waits for the carrier',
      location: '',
      occurredAt: now,
    };
    return {
      trackingCode: `${prefix}${req.orderId}-${req.parcel}-${randomBytes(4).toString('hex').toUpperCase()}`,
      event,
    };
  }

  async events(): Promise<CarrierEvent[]> {
    return [];
  }
}
