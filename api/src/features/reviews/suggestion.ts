/** "Most members like you wore M": the size suggestion from reviews' fit data (contract/reviews.ts). */
import type { BodyShape } from '@tote/contract/profile';
import {
  SIZE_SUGGESTION_HEIGHT_CM,
  SIZE_SUGGESTION_MIN_REVIEWS,
  votedSize,
  type SizeSuggestionParams,
  type SizeSuggestionResult,
} from '@tote/contract/reviews';
import { prebuilt } from '../../platform/db/prebuilt.js';
import type { Db } from '../../platform/db/schema.js';
import type { UserRow } from '../auth/index.js';
import { productSizes } from './store.js';

interface Shopper {
  heightCm: number | null;
  bodyShape: BodyShape | null;
  savedSizes: string[];
}

/** The height (and body shape) of the member's latest review that gave one: built once (prebuilt.ts). */
const latestMeasuredReview = prebuilt(1, (db: Db, userId: number) =>
  db
    .selectFrom('reviews')
    .where('user_id', '=', userId)
    .where('height_cm', 'is not', null)
    .select(['height_cm', 'body_shape'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1),
);

/** The member as the request's session read her: her profile's body shape and saved sizes. */
export type SuggestionMember = Pick<UserRow, 'id' | 'body_shape' | 'clothing_sizes'>;

/** Given values win; else the member's profile body shape and the height of their latest review that gave one. */
async function shopperOf(db: Db, member: SuggestionMember | null, p: SizeSuggestionParams): Promise<Shopper> {
  if (member === null) return { heightCm: p.heightCm ?? null, bodyShape: p.bodyShape ?? null, savedSizes: [] };
  const [latest] = await latestMeasuredReview(db, member.id);
  return {
    heightCm: p.heightCm ?? latest?.height_cm ?? null,
    bodyShape: p.bodyShape ?? ((member.body_shape ?? latest?.body_shape ?? null) as BodyShape | null),
    savedSizes: member.clothing_sizes,
  };
}

export async function sizeSuggestion(
  db: Db,
  member: SuggestionMember | null,
  p: SizeSuggestionParams,
): Promise<SizeSuggestionResult> {
  const [shopper, sizes] = await Promise.all([shopperOf(db, member, p), productSizes(db, p.shopProductId)]);
  let q = db.selectFrom('reviews').where('product_id', '=', p.shopProductId);
  if (shopper.bodyShape !== null) q = q.where('body_shape', '=', shopper.bodyShape);
  if (shopper.heightCm !== null) {
    q = q.where('height_cm', '>=', shopper.heightCm - SIZE_SUGGESTION_HEIGHT_CM);
    q = q.where('height_cm', '<=', shopper.heightCm + SIZE_SUGGESTION_HEIGHT_CM);
  }
  const rows = await q.select(['size_worn', 'fit']).execute();
  const votes = new Map<string, number>();
  for (const r of rows) {
    const size = votedSize(sizes, r.size_worn, r.fit);
    if (size !== null) votes.set(size, (votes.get(size) ?? 0) + 1);
  }
  const reviewCount = [...votes.values()].reduce((s, n) => s + n, 0);
  if (reviewCount < SIZE_SUGGESTION_MIN_REVIEWS) return { suggestion: null };
  const saved = (s: string): number => (shopper.savedSizes.includes(s) ? 1 : 0);
  const [size] = [...votes.keys()].sort(
    (a, b) => votes.get(b)! - votes.get(a)! || saved(b) - saved(a) || sizes.indexOf(a) - sizes.indexOf(b),
  );
  const similar = shopper.bodyShape !== null || shopper.heightCm !== null;
  return {
    suggestion: {
      size: size!,
      reviewCount,
      basis: similar ? 'similar' : 'all',
      heightCm: shopper.heightCm,
      bodyShape: shopper.bodyShape,
      inSavedSizes: saved(size!) === 1,
    },
  };
}
