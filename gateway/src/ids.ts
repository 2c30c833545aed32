/** Relay global ids: base64("Type:key"). Opaque to clients; only this module builds or reads them. */
import { INT4_MAX } from '@tote/contract/input-bounds';
import type { ProductListKind } from './__generated__/resolvers-types.js';
import type { ProductListingModel } from './models/catalog.js';

export type NodeType =
  | 'Product'
  | 'Brand'
  | 'Category'
  | 'Collection'
  | 'Occasion'
  | 'ProductListing'
  | 'User'
  | 'Tote'
  | 'ToteItem'
  | 'MembershipPlan'
  | 'Receipt'
  | 'Order'
  | 'ReturnTicket'
  | 'ProductPoll'
  | 'Review';
const NODE_TYPES: ReadonlySet<string> = new Set<NodeType>([
  'Product',
  'Brand',
  'Category',
  'Collection',
  'Occasion',
  'ProductListing',
  'User',
  'Tote',
  'ToteItem',
  'MembershipPlan',
  'Receipt',
  'Order',
  'ReturnTicket',
  'ProductPoll',
  'Review',
]);

export function toGlobalId(type: NodeType, key: string | number): string {
  return Buffer.from(`${type}:${key}`, 'utf8').toString('base64');
}

/** The type and key of a global id; null when it is not one of ours. */
export function fromGlobalId(id: string): { type: NodeType; key: string } | null {
  if (!/^[A-Za-z0-9+/]+=*$/.test(id)) return null;
  const raw = Buffer.from(id, 'base64').toString('utf8');
  const i = raw.indexOf(':');
  if (i <= 0) return null;
  const type = raw.slice(0, i);
  const key = raw.slice(i + 1);
  if (!NODE_TYPES.has(type) || key === '') return null;
  return { type: type as NodeType, key };
}

/** Whether `key` is a row's number as the api takes it: digits, 1 to INT4_MAX (@tote/contract/input-bounds). */
export function isIdNumber(key: string): boolean {
  return /^[1-9]\d{0,9}$/.test(key) && Number(key) <= INT4_MAX;
}

/** The number of a global id of `type` (a product, a Tote item, …); null when it is not one. */
export function numericIdOf(id: string, type: NodeType): number | null {
  const g = fromGlobalId(id);
  return g && g.type === type && isIdNumber(g.key) ? Number(g.key) : null;
}

const LISTING_KINDS: ReadonlySet<string> = new Set<ProductListKind>([
  'ALL',
  'CATEGORY',
  'COLLECTION',
  'OCCASION',
  'BRAND',
  'NEW_ARRIVALS',
  'VIAVIA',
]);

/** A listing's key: its scope (kind, code, title) as a JSON array. */
export function listingId(scope: ProductListingModel): string {
  return toGlobalId('ProductListing', JSON.stringify([scope.kind, scope.code, scope.title]));
}

export function parseListingKey(key: string): ProductListingModel | null {
  try {
    const v: unknown = JSON.parse(key);
    if (!Array.isArray(v) || v.length !== 3) return null;
    const [kind, code, title] = v as unknown[];
    if (typeof kind !== 'string' || !LISTING_KINDS.has(kind)) return null;
    if (code !== null && typeof code !== 'string') return null;
    if (title !== null && typeof title !== 'string') return null;
    // A brand listing's code is a brand number within the ids' range, as listingOf requires.
    if (kind === 'BRAND' && (typeof code !== 'string' || !isIdNumber(code))) return null;
    return { kind: kind as ProductListKind, code, title };
  } catch {
    return null;
  }
}
