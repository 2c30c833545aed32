/**
 * The local carrier: a fulfilment provider without network. Each call to `events` is one tick
 * of its clock and moves a parcel one scan on: Requested → Incoming → Delivered going out,
 * Requested → Return in Transit → Returned coming back.
 */
import { randomBytes } from 'node:crypto';
import type { ShipmentStatus } from '@tote/contract/order';
import { SHIPMENT_TRANSITIONS } from '../orders/index.js';
import type { CarrierEvent, FulfilmentProvider } from './provider.js';

export const LOCAL_CARRIER = 'Tote Local Carrier';
const WAREHOUSE = 'Newark, NJ';
const HUB = 'Columbus, OH';

const SCANS: Record<ShipmentStatus, { description: string; location: string } | undefined> = {
  Requested: { description: 'Label created: the parcel is packed and waits for pick-up', location: WAREHOUSE },
  Incoming: { description: 'Picked up by the carrier: on its way to you', location: HUB },
  Delivered: { description: 'Delivered to the shipping address', location: 'Your address' },
  'Return in Transit': { description: 'Return picked up: on its way back to Tote', location: HUB },
  Returned: { description: 'Return received at the Tote warehouse', location: WAREHOUSE },
  Unresolved: undefined,
  Cancelled: undefined,
};

const scan = (status: ShipmentStatus, now: Date): CarrierEvent => ({
  status,
  description: SCANS[status]?.description ?? status,
  location: SCANS[status]?.location ?? '',
  occurredAt: now,
});

export class LocalCarrier implements FulfilmentProvider {
  readonly carrier = LOCAL_CARRIER;

  async createShipment(req: { orderId: number; direction: 'outbound' | 'return'; parcel: number }, now: Date) {
    const prefix = req.direction === 'outbound' ? 'TLC' : 'TLR';
    return {
      trackingCode: `${prefix}${req.orderId}-${req.parcel}-${randomBytes(4).toString('hex').toUpperCase()}`,
      event: scan('Requested', now),
    };
  }

  async events(
    shipment: { trackingCode: string; direction: 'outbound' | 'return'; status: ShipmentStatus },
    now: Date,
  ): Promise<CarrierEvent[]> {
    const next = SHIPMENT_TRANSITIONS[shipment.direction][shipment.status];
    return next ? [scan(next, now)] : [];
  }
}
