/**
 * Kysely types of orders (migration 007) and their fulfilment (migration 015): the orders and their lines with each
 * line's state, shipments, their lines and tracking events.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { LineType, OrderMode, OrderStatus, PayStatus } from '@tote/contract/checkout';
import type { InspectionOutcome } from '@tote/contract/fulfilment';
import type { OrderItemState, ShipmentStatus } from '@tote/contract/order';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** The columns migration 015 adds to order_items (the Database entry below joins them to OrderItemTable). */
export interface OrderItemFulfilmentColumns {
  /** Lines that ship (rent, purchase) of a paid order; null otherwise. */
  state: ColumnType<OrderItemState | null, OrderItemState | null | undefined, OrderItemState | null>;
  shipped_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  returned_at: NullableTimestamp;
  /** A returned rental's inspection (migration 030): null until the warehouse reports it. */
  inspection: ColumnType<InspectionOutcome | null, InspectionOutcome | null | undefined, InspectionOutcome | null>;
  inspected_at: NullableTimestamp;
}

export type ShipmentDirection = 'outbound' | 'return';

export interface ShipmentTable {
  id: Generated<number>;
  order_id: number;
  direction: ShipmentDirection;
  carrier: string;
  tracking_code: string;
  /** The carrier's tracking page (migration 030); null for the local carrier's parcels. */
  tracking_url: ColumnType<string | null, string | null | undefined, string | null>;
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

export interface OrderTable {
  id: Generated<number>;
  user_id: number;
  mode: OrderMode;
  status: Generated<OrderStatus>;
  pay_status: Generated<PayStatus>;
  pay_message: Generated<string>;
  plan_id: number | null;
  subtotal_cents: number;
  discount_cents: Generated<number>;
  points_used: Generated<number>;
  shipping_cents: Generated<number>;
  total_cents: number;
  currency: Generated<string>;
  coupon_id: number | null;
  coupon_code: string | null;
  idempotency_key: string | null;
  provider: string | null;
  payment_intent_id: string | null;
  payment_method_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  shipping_address: NullableJson<Record<string, string>>;
  billing_address: NullableJson<Record<string, string>>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  paid_at: NullableTimestamp;
  /** A renewal order: the billing date it pays (migration 009); null for checkouts. */
  renewal_of: NullableTimestamp;
}

/** An order as stored: what billing, the order pages and returns read. */
export type StoredOrderRow = Selectable<OrderTable>;

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  type: LineType;
  title: string;
  detail: Generated<string>;
  quantity: Generated<number>;
  unit_cents: number;
  amount_cents: number;
  sku_id: number | null;
  product_id: number | null;
  cart_item_id: number | null;
  source_item_id: number | null;
  bought_in_order_id: number | null;
}

/** An order line as stored, without its fulfilment columns. */
export type OrderItemRow = Selectable<OrderItemTable>;

declare module '../../platform/db/schema.js' {
  /** The tables of features/orders (platform/db/schema.ts). */
  interface Database {
    orders: OrderTable;
    /** Order lines with their fulfilment state (migration 015). */
    order_items: OrderItemTable & OrderItemFulfilmentColumns;
    shipments: ShipmentTable;
    shipment_items: ShipmentItemTable;
    shipment_events: ShipmentEventTable;
  }
}
