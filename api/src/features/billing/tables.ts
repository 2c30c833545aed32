/** Kysely types of the payment and checkout tables (migration 007). Money is integer cents. */
import type { ColumnType, Generated } from 'kysely';
import type { CostType, LineType, OrderMode } from '@tote/contract/checkout';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface PaymentCustomerTable {
  user_id: number;
  provider: string;
  customer_id: string;
}

export interface PaymentCardTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  same_as_shipping: Generated<boolean>;
  billing_address: NullableJson<Record<string, string>>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CouponTable {
  id: Generated<number>;
  code: string;
  description: string;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  applies_to: 'membership' | 'purchase' | 'any';
  first_subscription_only: Generated<boolean>;
  excluded_brand_ids: Json<number[]>;
  max_redemptions: number | null;
  redemptions: Generated<number>;
  expires_at: NullableTimestamp;
  active: Generated<boolean>;
}

export interface CouponWalletTable {
  user_id: number;
  coupon_id: number;
  bound_at: CreatedAt;
}

export interface CouponRedemptionTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  order_id: number;
  created_at: CreatedAt;
}

export interface StoredReceiptLine {
  type: LineType | 'refund';
  title: string;
  detail: string;
  quantity: number;
  amount_cents: number;
}

export interface ReceiptTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  cost_type: CostType;
  mode: OrderMode | null;
  title: string;
  status: 'paid' | 'free' | 'refunded';
  lines: Json<StoredReceiptLine[]>;
  subtotal_cents: number;
  discount_cents: Generated<number>;
  coupon_code: string | null;
  points_used: Generated<number>;
  amount_cents: number;
  currency: Generated<string>;
  card_brand: string | null;
  card_last4: string | null;
  billing_address: NullableJson<Record<string, string>>;
  period_start: ColumnType<string | null, string | null | undefined, string | null>;
  period_end: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ReferralRewardTable {
  referee_id: number;
  referrer_id: number | null;
  points: number;
  order_id: number | null;
  created_at: CreatedAt;
}

export interface PaymentWebhookEventTable {
  event_id: string;
  type: string;
  received_at: CreatedAt;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/billing (platform/db/schema.ts). */
  interface Database {
    payment_customers: PaymentCustomerTable;
    payment_cards: PaymentCardTable;
    coupons: CouponTable;
    coupon_wallet: CouponWalletTable;
    coupon_redemptions: CouponRedemptionTable;
    receipts: ReceiptTable;
    referral_rewards: ReferralRewardTable;
    payment_webhook_events: PaymentWebhookEventTable;
  }
}
