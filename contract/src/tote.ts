/**
 * /v1 Tote contract (issue 4): the cart of this shop ("your Tote": the cart, its box and cart endpoints).
 * Types only, like catalog.ts and account.ts. Every endpoint here is [auth] (see account.ts: no /
 * bad token → 40000 HTTP 401, expired → 60005). Reads (`/tote/query`, `/shopCart/query`,
 * `/tote/query/pdpButton`) accept GET and POST; changes are POST only.
 *
 * ## Sections
 * The Tote has two sections: `rent` (members borrow, quantity always 1) and `purchase` (anyone
 * logged in buys, quantity 1..min(stock, 10)). An item is one SKU in one section; its `cartItemId`
 * is a database id that persists (across sessions, edits and undo). The same SKU may be in both
 * sections, but only once per section: adding a purchase SKU that is already there raises its
 * quantity; adding a rent SKU that is already there → 21004. Items are listed newest first
 * (by `position`, which undo restores).
 *
 * ## Renting
 * Only a member whose subStatus is 'Subscribed' may add rent items (others → 21002, the message
 * says what to do: subscribe, resume the pause, resubscribe). A member holds at most
 * `toteUpperLimit` rent items (UserInfo.toteUpperLimit, default 6) → 21001 "Your Tote is full: it
 * holds up to 6 rental items." The limit is enforced in the database: every change of a Tote runs in
 * one transaction that first locks the user's row (`select … for update`), then counts and writes,
 * so racing adds never exceed it.
 *
 * ## Idempotency
 * `/shopCart/add` takes an optional `idempotencyKey` (1..100 chars, e.g. a UUID per button press).
 * The first successful add with a key stores its `AddToteResult`; any later add of the same user
 * with the same key (a retry, a double click, a replayed request) changes nothing and returns that
 * stored result. A failed add stores nothing (a retry is evaluated again). Keys are per user.
 *
 * ## Availability, computed from the SKU's live stock and the product's on_shelf:
 *   'invalid' product off shelf · 'oos' stock 0 · 'only-one' stock 1 · 'low-stock' stock 2..3 ·
 *   'available' stock ≥ 4. Items stay in the Tote whatever their availability (the view flags them).
 *
 * ## Codes (HTTP 200 unless said)
 *   21001 Tote full (rent limit reached; also when undo would pass it)
 *   21002 membership needed to rent (not subscribed, paused or cancelled)
 *   21003 size sold out (stock 0) — add, or edit to another sku
 *   21004 already in your Tote (rent sku already there; edit to a sku already in the section)
 *   21005 quantity not available: "Only N left in this size." / "You can buy up to 10 of an item."
 *   20003 unknown sku, unknown product, a cartItemId that is not the user's, nothing to undo
 *   70003 product off shelf (add, pdpButton)
 *   40001 invalid parameters (e.g. quantity 0 or 11, edit quantity of a rent item, edit sku to
 *         another product's sku)
 *
 * ## Endpoints
 * - `/tote/query`, `/shopCart/query` {checkedCartItemIdList?} → ToteView. When the list is given it
 *   becomes the checked set (ids not in the user's Tote are ignored; [] unchecks everything).
 * - `/tote/query/pdpButton` {shopProductId, colorId?} → PdpButtonState.
 * - `/shopCart/add` {saleType, sku, quantity?, idempotencyKey?} → AddToteResult. quantity (purchase
 *   only; default 1) 1..10 and ≤ stock counting what is already in the Tote.
 * - `/shopCart/remove` {cartItemIdList} → ToteView. All ids must be the user's (else 20003, nothing
 *   removed). The removed rows become "the last removal" (replacing the previous one).
 * - `/shopCart/removeBySku`, `/cart/removeSku` {saleType, sku} → ToteView (20003 when not there).
 * - `/shopCart/edit`, `/cart/edit` {cartItemId, key, value} → ToteView:
 *     key 'quantity' value 1..10 (purchase items; ≤ stock) · key 'sku' value another SKU code of the
 *     same product (size/color change; keeps cartItemId, position, quantity) · key 'checked' boolean.
 * - `/shopCart/undo` {} → ToteView. Restores the last removal exactly: the same cartItemIds,
 *   positions, quantities and checked flags. A restored row whose section+SKU was re-added since is
 *   left as it is now. One undo per removal (20003 after that).
 */
import type { ImageRef, ProductCard, SaleType } from './catalog.js';

export type { SaleType };

/** An item's availability (rules above). */
export type ItemAvailability = 'available' | 'invalid' | 'oos' | 'only-one' | 'low-stock';

export interface ToteItem {
  cartItemId: number;
  saleType: SaleType;
  sku: string; // "P123-C2-M"
  size: string; // "M" or "US 8"
  color: { colorId: number; name: string; hex: string };
  image: ImageRef; // cover of the item's color
  quantity: number; // always 1 for rent
  maxQuantity: number; // purchase: min(stock, 10) (0 when oos); rent: 1
  stock: number;
  availability: ItemAvailability;
  checked: boolean;
  /** Price of one piece: purchase price for purchase, rental value for rent. */
  unitPrice: number;
  product: ProductCard;
  addedAt: string; // ISO-8601
}

export interface ToteInfo {
  message: string;
}

export interface ToteEmptyData {
  title: string;
  message: string;
  buttonText: string;
  link: string; // web route
}

export interface ToteSection {
  /** Pieces: rent → items; purchase → sum of quantities. */
  num: number;
  itemList: ToteItem[];
  /** Set when the section is empty (what the empty state shows), else null. */
  emptyData: ToteEmptyData | null;
  topInfo: ToteInfo | null;
}

export interface ExtraBillingInfo {
  /** Subscribed members: the end of the paid period (YYYY-MM-DD; see member.ts "Billing dates"); else null. */
  nextBillingDate: string | null;
  /** Subscribed and this period's box is locked (member.ts "The box and unlock early"). */
  isShowBtnUnlockEarly: boolean;
  messageList: string[];
  /** saleType of the most recently added item, null when the Tote is empty. */
  lastAddType: SaleType | null;
}

/**
 * The member's box this period (SPEC §4 box statuses): Locked once this period's rental order is placed (until she
 * unlocks early or the period ends: extraBillingInfo.isShowBtnUnlockEarly), else Full with toteUpperLimit rental
 * items in the Tote, else Open.
 */
export const BOX_STATUSES = ['Open', 'Full', 'Locked'] as const;
export type BoxStatus = (typeof BOX_STATUSES)[number];

/** /tote/query, /shopCart/query, and the result of every change but add. */
export interface ToteView {
  boxStatus: BoxStatus;
  topInfo: ToteInfo;
  rent: ToteSection;
  purchase: ToteSection;
  bottomInfo: ToteInfo;
  extraBillingInfo: ExtraBillingInfo;
  checkedCartItemIdList: number[];
  toteUpperLimit: number;
}

export interface AddToteResult {
  cartItemId: number;
  saleType: SaleType;
  sku: string;
  productId: number; // the SKU's product
  quantity: number; // the item's quantity after the add
  rentNum: number; // rent items after the add
  purchaseNum: number; // purchase pieces after the add
  toteUpperLimit: number;
}

export type RentDisabledReason = 'membership' | 'tote-full' | 'sold-out';

/** /tote/query/pdpButton — what the PDP rent and buy buttons show for the session user. */
export interface PdpButtonState {
  shopProductId: number;
  colorId: number | null;
  canRent: boolean;
  rentLabel: string; // "Add to Tote", "Subscribe to rent", "Your Tote is full", "Sold out"
  rentDisabledReason: RentDisabledReason | null;
  canBuy: boolean;
  buyLabel: string; // "Buy for $89.50" or "Sold out"
  buyDisabledReason: 'sold-out' | null;
  /** SKUs of this product (of colorId when given) already in the Tote, per section. */
  inTote: { rent: string[]; purchase: string[] };
  toteCount: number; // rent items in the Tote
  toteUpperLimit: number;
  isMember: 0 | 1;
  subStatus: 'Not Subscribed' | 'Subscribed' | 'Paused' | 'Cancelled';
}

/** The most of one item a shopper may buy in one Tote line (and one add): quantity 1..min(stock, 10). */
export const MAX_PURCHASE_QUANTITY = 10;
/** Most Tote items one change or query names. */
export const TOTE_ITEMS_MAX = 200;
/** Longest SKU code. */
export const SKU_CODE_MAX = 60;
