/** Kysely types of the local payment emulator's tables (migration 008). */
import type { ColumnType } from 'kysely';
import type { EmulatorLastError, IntentStatus } from '@tote/contract/payment';
import type { CancellationReason } from '../provider.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface EmulatorPaymentMethodTable {
  id: string;
  card: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  billing_name: string | null;
  billing_email: string | null;
  customer_id: string | null;
  created_at: CreatedAt;
}

export interface EmulatorPaymentIntentTable {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  status: IntentStatus;
  customer_id: string | null;
  payment_method_id: string | null;
  description: string | null;
  metadata: ColumnType<Record<string, string>, string | undefined, string>;
  return_url: string | null;
  last_error: ColumnType<EmulatorLastError | null, string | null | undefined, string | null>;
  cancellation_reason: CancellationReason | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface EmulatorChargeTable {
  id: string;
  payment_intent_id: string;
  amount: number;
  currency: string;
  payment_method_id: string;
  created_at: CreatedAt;
}

export interface EmulatorIdempotencyKeyTable {
  key: string;
  request: string;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** A refund of a succeeded PaymentIntent (migration 017). */
export interface EmulatorRefundTable {
  id: string;
  payment_intent_id: string;
  amount: number;
  created_at: CreatedAt;
}

declare module '../../../platform/db/schema.js' {
  /** The tables of features/payments/emulator (platform/db/schema.ts). */
  interface Database {
    emulator_payment_methods: EmulatorPaymentMethodTable;
    emulator_payment_intents: EmulatorPaymentIntentTable;
    emulator_charges: EmulatorChargeTable;
    emulator_idempotency_keys: EmulatorIdempotencyKeyTable;
    emulator_refunds: EmulatorRefundTable;
  }
}
