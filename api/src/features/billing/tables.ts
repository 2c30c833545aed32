/** Kysely types of the payment and checkout tables (migration 007). Money is integer cents. */
import type { ColumnType, Generated } from 'kysely';
import type { CostType, LineType, OrderMode, OrderStatus, PayStatus } from '@tote/contract/checkout';

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

export interface BillingTables {
  payment_customers: PaymentCustomerTable;
  payment_cards: PaymentCardTable;
  coupons: CouponTable;
  coupon_wallet: CouponWalletTable;
  coupon_redemptions: CouponRedemptionTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  receipts: ReceiptTable;
  referral_rewards: ReferralRewardTable;
  payment_webhook_events: PaymentWebhookEventTable;
}
