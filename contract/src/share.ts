/**
 * /v1 share contract (SPEC §3 "Share", §7 "Share"): a member shares one of their orders, their
 * wishlist, one of their capsules (contract/capsules.ts) or any product as a read-only link,
 * `/share/{resourceType}/{shareId}` on the web. Types only.
 *
 * ## Endpoints
 * - `/share/generate` (POST) [auth] {resourceId, resourceType} → ShareLink. Every type needs a session:
 *   the link names who shared it (their first name).
 *   - 'wishlist': resourceId is the member's own user id, or 0 meaning "my wishlist" (stored as their
 *     id); another id → 20003 "Wishlist {id} not found".
 *   - 'capsule': only the member's own capsule (anyone else's or unknown → 20003 "Capsule {id} not
 *     found", nothing stored).
 *   - 'product': any on-shelf product (unknown → 20003, off shelf → 70003). The web's product page does not
 *     make one: a product page is public, so its Share is the page's own address, for guests too (no record,
 *     no expiry). This type stays for links made before and for clients that want a named, counted link.
 *   - Only the user's own order: another user's or an unknown id → 20003 "Order {id} not found".
 *   - Only a placed order (paid or free, not cancelled): an open (unpaid) or cancelled order → 22002
 *     SHARE_NOT_SHAREABLE_MESSAGE, nothing stored.
 *   - Asking again for the same order while its link has more than half of its lifetime left answers
 *     that link; otherwise a new one (with a new shareId) is made.
 *   - The young-link rule below holds for every type; another resourceType → 40001.
 * - `/share/info` (GET ok) {shareId} → ShareInfo: SharedOrderView for an order, SharedCollectionView
 *   for the others. Public: no session needed, and a session changes nothing (the owner sees what
 *   everyone sees).
 *   - Unknown shareId → 20003 "Share not found".
 *   - Past its expiresAt → 22001 SHARE_EXPIRED_MESSAGE.
 *   - Revoked by its owner, its order cancelled or deleted, its capsule deleted, its product taken off
 *     shelf, or its owner deleted since → 22002 SHARE_OVERDUE_MESSAGE.
 * - `/share/productList` (GET ok) {shareId, pageIndex, pageSize (≤ 100, default 24), availableNow,
 *   orderByColumn, filter (sizes, categoryCodes, … as in catalog ListParams)} → Page<ProductCard>: the
 *   shared products on shelf (a wishlist's saved products, a capsule's, the one product), narrowed and
 *   sorted like a catalog listing (default 'recommended'). Public; same 20003 / 22001 / 22002 rules.
 *   An order share has no product list → 40001.
 * - `/share/filter` (GET ok) {shareId} → FilterInfo: the filter options (sizes, colours, brands,
 *   categories, price range, sort options) of the shared products. Same rules as productList.
 * - `/share/analyze` (POST) {shareId} → ShareViews: records one view of a live share (the web calls it
 *   once per open of the page) and answers the count. Public, same 20003 / 22001 / 22002 rules. The
 *   count is not private: SharedCollectionView.viewCount shows it to the owner and to anyone else.
 * - `/share/revoke` (POST) [auth] {shareId} → ShareLink (revokedAt set). Only the share's owner
 *   (anyone else, or an unknown id → 20003). Revoking twice is fine.
 *
 * ## What a share shows
 * The order's status and dates and, per item, its title, brand, picture, size, colour and whether it
 * was rented or bought — nothing else. Never prices or totals, the card, the address, the email, the
 * promo code or the points: SharedOrderView has no field for them.
 *
 * ## Lifetime
 * SHARE_TTL_DAYS_DEFAULT days from generation; the api's SHARE_TTL_DAYS environment variable (or its
 * `shares.ttlMs` option) changes it.
 *
 * ## Codes (HTTP 200)
 *   20003 unknown order / share, not the user's · 22001 link expired · 22002 link revoked or its order
 *   cancelled / deleted, or an order that can't be shared · 40001 invalid parameters
 */
import type { BrandRef, ImageRef, SaleType } from './catalog.js';
import type { OrderStatus } from './checkout.js';

export const SHARE_RESOURCE_TYPES = ['order', 'wishlist', 'capsule', 'product'] as const;
export type ShareResourceType = (typeof SHARE_RESOURCE_TYPES)[number];
export const SHARE_TTL_DAYS_DEFAULT = 30;
/** shareId: 22 url-safe characters (128 random bits). */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const SHARE_EXPIRED_MESSAGE = 'This share link has expired.';
export const SHARE_OVERDUE_MESSAGE = 'This share link is no longer available.';
export const SHARE_NOT_SHAREABLE_MESSAGE = 'Only a placed order can be shared.';

/** A share's page views so far (/share/analyze). */
export interface ShareViews {
  shareId: string;
  viewCount: number;
}

export interface ShareLink {
  shareId: string;
  resourceType: ShareResourceType;
  resourceId: number;
  /** The web page of the share: `{WEB_ORIGIN}/share/{resourceType}/{shareId}`. */
  url: string;
  createdAt: string; // ISO 8601
  expiresAt: string; // ISO 8601
  revokedAt: string | null; // ISO 8601
}

export interface SharedOrderItem {
  title: string;
  brand: BrandRef | null;
  /** The cover of the item's colour; null for a product no longer in the catalog. */
  image: ImageRef | null;
  size: string | null;
  color: { colorId: number; name: string; hex: string } | null;
  saleType: SaleType;
  /** For a link to the product page; null for a product no longer in the catalog. */
  shopProductId: number | null;
}

export interface SharedOrderView {
  shareId: string;
  resourceType: 'order';
  expiresAt: string; // ISO 8601
  order: {
    status: OrderStatus;
    placedAt: string; // ISO 8601
    paidAt: string | null; // ISO 8601
    /** The rented and bought items (a membership line is not an item). */
    items: SharedOrderItem[];
  };
}

/** What a share of a wishlist, a capsule or a product says about itself (for the page and its previews). */
export interface SharedCollectionView {
  shareId: string;
  resourceType: 'wishlist' | 'capsule' | 'product';
  expiresAt: string; // ISO 8601
  /** The first word of the owner's name ('' when they gave none): never the email or the surname. */
  ownerFirstName: string;
  /** "{first name}'s wishlist", the capsule's name, or the product's title. */
  title: string;
  /** Shared products on shelf. */
  productCount: number;
  /** Up to 4 covers of the shared products, newest first: the first is the preview image. */
  coverImages: ImageRef[];
  /** Page views recorded by /share/analyze. */
  viewCount: number;
}

export type ShareInfo = SharedOrderView | SharedCollectionView;
