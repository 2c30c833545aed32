/**
 * /v1 capsule contract (issue 13 "Capsules and shares"; SPEC §7 "Capsules"): a capsule is a named
 * collection of the member's products inside their wishlist. Types only.
 *
 * ## Rules
 * - All [auth]. Reads accept GET and POST; changes are POST only.
 * - Only the owner reads or changes a capsule: another member's capsule, a deleted one or an unknown id
 *   → 20003 "Capsule {capsuleId} not found" (the same answer, so nothing tells them apart).
 * - Name: trimmed, 1–CAPSULE_NAME_MAX characters (else 40001 CAPSULE_NAME_LENGTH_MESSAGE), unique per
 *   member ignoring case (else 40001 CAPSULE_NAME_TAKEN_MESSAGE).
 * - At most CAPSULES_MAX capsules per member (the next create → 40001 CAPSULES_FULL_MESSAGE) and
 *   CAPSULE_PRODUCTS_MAX products per capsule (→ 40001 CAPSULE_PRODUCTS_FULL_MESSAGE).
 * - Adding a product to a capsule also saves it to the wishlist (a capsule lives inside the wishlist).
 *   Removing a product from the wishlist leaves it in its capsules; deleting a capsule leaves the
 *   wishlist as it is. Adding twice keeps one entry; removing an absent product is fine.
 * - `addProduct`: 20003 unknown product, 70003 off shelf.
 *
 * ## Endpoints
 * - `/capsule/list` {} → CapsuleList: the member's capsules, newest first, each with its products
 *   (newest added first, on-shelf only).
 * - `/capsule/create` {name} → Capsule.
 * - `/capsule/updateName` {capsuleId, name} → Capsule (renaming to its own name is fine).
 * - `/capsule/addProduct` {capsuleId, shopProductId} → Capsule.
 * - `/capsule/removeProduct` {capsuleId, shopProductId} → Capsule.
 * - `/capsule/delete` {capsuleId} → CapsuleDeleted. Its share links answer 22002 from then on.
 */
import type { ImageRef, ProductCard } from './catalog.js';

export const CAPSULE_NAME_MAX = 40;
export const CAPSULES_MAX = 20;
export const CAPSULE_PRODUCTS_MAX = 50;

export const CAPSULE_NAME_LENGTH_MESSAGE = `A capsule name is 1 to ${CAPSULE_NAME_MAX} characters.`;
export const CAPSULE_NAME_TAKEN_MESSAGE = 'You already have a capsule with this name.';
export const CAPSULES_FULL_MESSAGE = `You can have up to ${CAPSULES_MAX} capsules.`;
export const CAPSULE_PRODUCTS_FULL_MESSAGE = `A capsule holds up to ${CAPSULE_PRODUCTS_MAX} styles.`;

export interface Capsule {
  capsuleId: number;
  name: string;
  createdAt: string; // ISO 8601
  /** On-shelf products, newest added first. */
  products: ProductCard[];
  /** Up to 4 covers of its products, for the tile. */
  coverImages: ImageRef[];
}

export interface CapsuleList {
  list: Capsule[];
}

export interface CapsuleDeleted {
  capsuleId: number;
  deleted: true;
}
