/**
 * Kysely table types. Column names are snake_case in SQL and here; the HTTP layer maps them to
 * the camelCase wire contract. Money is integer cents.
 */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { MemberTables } from '../member/tables.js';
import type { BillingTables } from '../billing/tables.js';
import type { EmulatorTables } from '../payments/emulator/tables.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface BrandTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  created_at: CreatedAt;
}

export interface CategoryTable {
  id: Generated<number>;
  code: string;
  slug: string;
  name: string;
  group_name: 'clothing' | 'shoes';
  description: string;
  position: number;
}

/** Collections and occasions share a shape: a code used in URLs, a name, a blurb, a sort position. */
export interface TaxonTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  position: number;
}

export interface CollectionTable extends TaxonTable {
  /** A dynamic collection (allStyle) has no join rows: it spans the catalog and takes a title query. */
  is_dynamic: boolean;
}

export interface ProductTable {
  id: Generated<number>; // the shop product id
  slug: string;
  title: string;
  description: string;
  details: ColumnType<string[], string, string>; // jsonb array of bullet points
  brand_id: number;
  category_id: number; // primary category
  price_cents: number; // purchase price
  original_price_cents: number; // retail value
  rental_price_cents: number;
  is_new: boolean;
  on_shelf: boolean;
  rec_rank: number; // "recommended" sort, lower first
  editor_pick_rank: number | null; // the "via via" editors' picks, lower first
  created_at: CreatedAt;
}

export interface ProductTaxonTable {
  product_id: number;
  position: number;
}

export interface ProductColorTable {
  id: Generated<number>; // colorId
  product_id: number;
  name: string;
  hex: string; // "#e8a0a8"
  position: number;
}

export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  color_id: number;
  url: string;
  alt: string;
  position: number;
}

export interface SkuTable {
  id: Generated<number>;
  code: string;
  product_id: number;
  color_id: number;
  size_label: string;
  size_position: number;
  stock: number;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type SubStatusValue = 'Not Subscribed' | 'Subscribed' | 'Paused' | 'Cancelled';

export interface UserTable {
  id: Generated<number>;
  email: string;
  name: string;
  mobile: Generated<string>; // 10 digits or ''
  password_hash: string | null; // scrypt$N$r$p$salt$hash
  email_verified: Generated<boolean>;
  is_member: Generated<number>;
  sub_status: Generated<SubStatusValue>;
  paused_expired: NullableTimestamp;
  tote_upper_limit: Generated<number>;
  tote_icon: Generated<number>;
  is_show_ai: Generated<number>;
  failed_logins: Generated<number>;
  locked_at: NullableTimestamp;
  subscribe_email: Generated<boolean>;
  notify_config: ColumnType<Record<string, { email?: boolean; sms?: boolean }>, string | undefined, string>;
  referral_code: string;
  points: Generated<number>;
  birth_year: number | null;
  birth_month: number | null;
  body_shape: string | null;
  clothing_sizes: Json<string[]>;
  shoe_sizes: Json<string[]>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  user_agent: string | null;
  device_id: string | null;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  target: string;
  purpose: string;
  user_id: number | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface UserIdentityTable {
  id: Generated<number>;
  user_id: number;
  channel: string;
  subject: string;
  email: string | null;
  created_at: CreatedAt;
}

export interface InvitationCodeTable {
  id: Generated<number>;
  code: string;
  points: number;
  max_uses: number | null;
  uses: Generated<number>;
  expires_at: NullableTimestamp;
  description: Generated<string>;
}

export interface PointLogTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  reason: string;
  ref: Generated<string>;
  created_at: CreatedAt;
}

export interface ReferralTable {
  id: Generated<number>;
  referrer_id: number | null;
  referee_id: number;
  code: string;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  code: string | null;
  created_at: CreatedAt;
}

export interface OauthLocalCodeTable {
  code_hash: string;
  channel: string;
  email: string;
  name: string;
  redirect_uri: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export type ToteSaleType = 'rent' | 'purchase';

/** One SKU in one section of a user's Tote; id is the persistent cartItemId. */
export interface ToteItemTable {
  id: Generated<number>;
  user_id: number;
  sale_type: ToteSaleType;
  sku_id: number;
  quantity: number;
  checked: Generated<boolean>;
  position: number;
  created_at: CreatedAt;
}

/** The rows of a user's last removal, kept for undo (replaced by the next removal). */
export interface ToteRemovalTable {
  user_id: number;
  cart_item_id: number;
  sale_type: ToteSaleType;
  sku_id: number;
  quantity: number;
  checked: boolean;
  position: number;
  item_created_at: Timestamp;
  removed_at: CreatedAt;
}

/** The stored result of a successful /shopCart/add per (user, idempotency key). */
export interface ToteIdempotencyTable {
  user_id: number;
  key: string;
  result: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface WishlistProductTable {
  user_id: number;
  product_id: number;
  created_at: CreatedAt;
}
export interface WishlistBrandTable {
  user_id: number;
  brand_id: number;
  created_at: CreatedAt;
}
/** A back-in-stock request; notified_at is set when the notification went out. */
export interface StockNotificationTable {
  user_id: number;
  sku_id: number;
  created_at: CreatedAt;
  notified_at: NullableTimestamp;
}
export interface RecentlyViewedTable {
  user_id: number;
  product_id: number;
  viewed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}


/** One tracking event (SPEC.md §3); user_id is the session user, null for guests. */
export interface TrackingEventTable {
  id: ColumnType<string, never, never>; // bigserial
  event_type: string;
  user_id: number | null;
  platform: string | null;
  app_version: string | null;
  device_id: string | null;
  device_type: string | null;
  user_agent: string | null;
  session_id: string | null;
  ip: string | null;
  timezone: string | null;
  lat: number | null;
  lon: number | null;
  country: string | null;
  region: string | null;
  city: string | null;
  refer: string | null;
  shop_product_id: number | null;
  color_id: number | null;
  created_at: CreatedAt;
}

/** Membership, checkout and payment-emulator tables are typed next to their code (issue 5). */
export interface Database extends MemberTables, BillingTables, EmulatorTables {
  tracking_events: TrackingEventTable;
  wishlist_products: WishlistProductTable;
  wishlist_brands: WishlistBrandTable;
  stock_notifications: StockNotificationTable;
  recently_viewed: RecentlyViewedTable;
  tote_items: ToteItemTable;
  tote_removals: ToteRemovalTable;
  tote_idempotency_keys: ToteIdempotencyTable;
  users: UserTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  user_identities: UserIdentityTable;
  invitation_codes: InvitationCodeTable;
  point_log: PointLogTable;
  referrals: ReferralTable;
  mail_outbox: MailOutboxTable;
  oauth_local_codes: OauthLocalCodeTable;
  app_secrets: { name: string; value: string };
  brands: BrandTable;
  categories: CategoryTable;
  collections: CollectionTable;
  occasions: TaxonTable;
  products: ProductTable;
  product_categories: ProductTaxonTable & { category_id: number };
  product_collections: ProductTaxonTable & { collection_id: number };
  product_occasions: ProductTaxonTable & { occasion_id: number };
  product_colors: ProductColorTable;
  product_images: ProductImageTable;
  skus: SkuTable;
}

export type Db = Kysely<Database>;
