/**
 * /v1 product actions contract (issue 4): the wishlist (products and brands), back-in-stock
 * requests and the user-dependent product rows. Types only, like catalog.ts.
 *
 * All [auth] (see account.ts) except `/basic/productListInEmptyCart`, which also serves guests.
 * Reads accept GET and POST; changes are POST only.
 *
 * - `/wishlist/list` ListParams paging (pageIndex/pageSize/offset) → Page<ProductCard>: the saved
 *   products still on shelf, newest saved first.
 * - `/wishlist/add` {shopProductId} → WishlistChange (idempotent: adding twice keeps one entry).
 *   20003 unknown product, 70003 off shelf.
 * - `/wishlist/del` {shopProductId} → WishlistChange (idempotent; 20003 only for an unknown product).
 * - `/wishlist/brand/list` paging → Page<BrandInfo>, newest followed first.
 * - `/wishlist/brand/add`, `/wishlist/brand/del` {brandId} → BrandWishlistChange (20003 unknown brand).
 * - `/user/saveStockNotification` {sku} → StockNotificationResult: remembers that the user wants a
 *   mail when this sold-out size comes back (idempotent). 20003 unknown sku; 21006 when the size is
 *   in stock ("This size is in stock: add it to your Tote."). When the size's stock goes from 0 to
 *   more (any stock change in the api: see `/inventory/stock` in tracking.ts), the pending requests
 *   are served earliest first, one unit each, as holds (below); requests left over stay pending, in
 *   line. Each served request is marked notified and mailed once ("Back in stock: {title} in {size}",
 *   "held for you until {time}", with the link /product/{id}?colorId={colorId}) through the mail
 *   provider — unless the user turned the "Back in stock" email off in the notify config (the hold
 *   stands all the same). Asking again after the notification makes the request pending again, at the end of
 *   the line.
 *
 * ## Holds
 * A held unit is out of the SKU's stock (everyone else sees the size sold out; their Tote add or
 * checkout → 21007 SIZE_HELD) and in stock for its member until `expiresAt` (STOCK_HOLD_HOURS, default
 * 24): she may add it to her Tote and rent or buy it, which uses the hold. When it lapses (a sweep, with
 * no request needed) or she declines it, it passes to the next pending request, else the unit goes
 * back to the stock. One active hold per member and SKU; a unit is never held twice.
 * - `/user/stockHolds` → StockHoldList: the shopper's active holds, soonest to end first.
 * - `/user/declineStockHold` {holdId} → StockHoldDeclined; 21008 when it is not her active hold.
 * - `/dev/stockHolds/lapse` {hours} (not in production) → StockHoldsLapsed: ends the holds that would
 *   have lapsed `hours` from now, as the sweep then would.
 * - `/wishlist/check` {shopProductIdList} (≤ 200 ids; GET `?shopProductIdList=1,2` or a POST array)
 *   → WishlistCheck: which of these products the user saved (for the hearts on product cards), in
 *   the order asked, once each. Unknown or unsaved ids are simply absent; ids that are not positive
 *   integers, or more than 200 → 40001.
 * - `/wishlist/brand/check` {brandIdList} (≤ 200 ids, same rules) → BrandFollowCheck.
 * - `/basic/productListByRecentlyViewed` ProductRowParams → Page<ProductCard>: products whose
 *   `/product/info` the user called with a token, most recent first (on shelf only; a product
 *   appears once, with its latest view time).
 * - `/basic/productListByYouLike` ProductRowParams (default pageSize 12) → Page<ProductCard>: on-shelf products
 *   the user may like — from the brands and categories of their saved products, followed brands,
 *   Tote and recently viewed, in their profile sizes when set, available now; excluding what they
 *   already saved or have in the Tote; topped up with editors' picks when that is too few.
 *   Order (stable between calls while nothing changes): products matching both a liked brand and
 *   category, then one of them (each by the recommended rank), then editors' picks (pick rank).
 * - Both rows take `excludeShopProductIdList` (≤ 200 ids; GET `?excludeShopProductIdList=1,2` or a POST
 *   array): products the row leaves out before paging — on a product page the product on view and the
 *   items of the rows above (a product shows in one row of a page only). `total` counts what is left.
 *   Ids that are not positive integers, or more than 200 → 40001.
 * - `/basic/productListInEmptyCart` paging (default pageSize 12) → Page<ProductCard>: suggestions
 *   for an empty Tote: editors' picks available now, minus what the user already has in the Tote.
 */
import type { BrandInfo, ListParams, Page, ProductCard } from './catalog.js';

/** The parameters of the user's product rows (recently viewed, you may like): see `productRowParams`. */
export interface ProductRowParams extends Pick<ListParams, 'pageIndex' | 'pageSize' | 'offset'> {
  /** Products the row leaves out before paging (≤ 200). */
  excludeShopProductIdList?: number[];
}

export interface WishlistChange {
  shopProductId: number;
  isWished: boolean;
  total: number; // saved products after the change
}

export interface BrandWishlistChange {
  brandId: number;
  isFollowed: boolean;
  total: number;
}

export type WishlistResponse = Page<ProductCard>;
export type BrandWishlistResponse = Page<BrandInfo>;

export interface StockNotificationResult {
  sku: string;
  saved: true;
}

/** A unit held for the shopper (see "Holds"). */
export interface StockHold {
  holdId: number;
  sku: string;
  shopProductId: number;
  colorId: number;
  title: string;
  size: string;
  colorName: string;
  /** ISO 8601: when the hold lapses. */
  expiresAt: string;
}

export interface StockHoldList {
  holds: StockHold[];
}

export interface StockHoldDeclined {
  holdId: number;
  declined: true;
}

export interface StockHoldsLapsed {
  lapsed: number;
}

/** STOCK_HOLD_HOURS when unset: how long a unit stays held for the member who waited. */
export const STOCK_HOLD_HOURS_DEFAULT = 24;
/** The longest hold STOCK_HOLD_HOURS may set (a month). */
export const STOCK_HOLD_HOURS_MAX = 720;

export interface WishlistCheck {
  wishedIdList: number[];
}

export interface BrandFollowCheck {
  followedIdList: number[];
}

/** Most ids one /wishlist/check (/wishlist/brand/check) call takes; a client splits longer lists. */
export const MAX_CHECK_IDS = 200;
