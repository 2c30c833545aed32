/**
 * /v1 share contract (SPEC §3 "Share", §7 "Share"): a member shares one of their orders as a
 * read-only link, `/share/order/{shareId}` on the web. Types only.
 *
 * ## Endpoints
 * - `/share/generate` (POST) [auth] {resourceId, resourceType: 'order'} → ShareLink.
 *   - Only the user's own order: another user's or an unknown id → 20003 "Order {id} not found".
 *   - Only a placed order (paid or free, not cancelled): an open (unpaid) or cancelled order → 22002
 *     SHARE_NOT_SHAREABLE_MESSAGE, nothing stored.
 *   - Asking again for the same order while its link has more than half of its lifetime left answers
 *     that link; otherwise a new one (with a new shareId) is made.
 *   - resourceType other than 'order' → 40001 (wishlist shares are not built).
 * - `/share/info` (GET ok) {shareId} → SharedOrderView. Public: no session needed, and a session
 *   changes nothing (the owner sees what everyone sees).
 *   - Unknown shareId → 20003 "Share not found".
 *   - Past its expiresAt → 22001 SHARE_EXPIRED_MESSAGE.
 *   - Revoked by its owner, or its order cancelled or deleted since → 22002 SHARE_OVERDUE_MESSAGE.
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

export const SHARE_RESOURCE_TYPES = ['order'] as const;
export type ShareResourceType = (typeof SHARE_RESOURCE_TYPES)[number];
export const SHARE_TTL_DAYS_DEFAULT = 30;
/** shareId: 22 url-safe characters (128 random bits). */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const SHARE_EXPIRED_MESSAGE = 'This share link has expired.';
export const SHARE_OVERDUE_MESSAGE = 'This share link is no longer available.';
export const SHARE_NOT_SHAREABLE_MESSAGE = 'Only a placed order can be shared.';

export interface ShareGenerateParams {
  resourceId: number;
  resourceType: ShareResourceType;
}

export interface ShareInfoParams {
  shareId: string;
}

export interface ShareLink {
  shareId: string;
  resourceType: ShareResourceType;
  resourceId: number;
  /** The web page of the share: `{WEB_ORIGIN}/share/order/{shareId}`. */
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
