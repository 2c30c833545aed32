/** Kysely types of returns (migration 017): return tickets, their lines, and refunds. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ReturnTicketTable {
  id: Generated<number>;
  user_id: number;
  order_id: number;
  /** The return parcel (shipments, direction 'return'): the ticket's status is its status. */
  shipment_id: number;
  code: string;
  /** The label may be used (printed, handed to the carrier) until then. */
  label_until: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
  cancelled_at: NullableTimestamp;
}

export interface ReturnTicketItemTable {
  ticket_id: number;
  order_item_id: number;
}

export interface RefundTable {
  id: Generated<number>;
  ticket_id: number;
  order_id: number;
  amount_cents: number;
  idempotency_key: string;
  status: Generated<'pending' | 'succeeded'>;
  provider_refund_id: string | null;
  receipt_id: number | null;
  created_at: CreatedAt;
  refunded_at: NullableTimestamp;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/returns (platform/db/schema.ts). */
  interface Database {
    return_tickets: ReturnTicketTable;
    return_ticket_items: ReturnTicketItemTable;
    refunds: RefundTable;
  }
}
