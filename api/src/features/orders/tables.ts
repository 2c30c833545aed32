/** Kysely types of fulfilment (migration 015): shipments, their lines and tracking events, the carrier's clock. */
import type { ColumnType, Generated } from 'kysely';
import type { OrderItemState, ShipmentStatus } from '@tote/contract/order';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The columns migration 015 adds to order_items (schema.ts merges them into OrderItemTable). */
export interface OrderItemFulfilmentColumns {
  /** Lines that ship (rent, purchase) of a paid order; null otherwise. */
  state: ColumnType<OrderItemState | null, OrderItemState | null | undefined, OrderItemState | null>;
  shipped_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  returned_at: NullableTimestamp;
}

export type ShipmentDirection = 'outbound' | 'return';

export interface ShipmentTable {
  id: Generated<number>;
  order_id: number;
  direction: ShipmentDirection;
  carrier: string;
  tracking_code: string;
  status: Generated<ShipmentStatus>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  shipped_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
}

export interface ShipmentItemTable {
  shipment_id: number;
  order_item_id: number;
}

export interface ShipmentEventTable {
  id: Generated<number>;
  shipment_id: number;
  status: ShipmentStatus;
  description: string;
  location: Generated<string>;
  occurred_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FulfilmentClockTable {
  id: number;
  ticked_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FulfilmentTables {
  shipments: ShipmentTable;
  shipment_items: ShipmentItemTable;
  shipment_events: ShipmentEventTable;
  fulfilment_clock: FulfilmentClockTable;
}
