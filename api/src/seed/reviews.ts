/**
 * Demo reviews (issue 13) for the best-ranked on-shelf products and the first new arrivals, so product pages are not
 * empty. Each product gets two Pear-shaped reviewers of 166 and 170 cm who found the middle size true to
 * size (so a member like them sees a suggestion once one more such review lands) and a few random ones.
 * Idempotent: seeds only when there are no reviews.
 */
import { BODY_SHAPES, REVIEW_FITS, reviewerName } from '@tote/contract/reviews';
import type { Db } from '../platform/db/schema.js';
import { Prng } from './prng.js';
import { productSizes } from '../features/reviews/index.js';

const PRODUCTS_BY_RANK = 40;
const NEWEST_PRODUCTS = 16;
const NAMES = ['Ava Moreno', 'Maya Chen', 'Zoe Patel', 'Lena Brooks', 'Iris Novak', 'Nora Quinn', 'Ruby Diaz'];
const TITLES = ['Loved it', 'Great for a wedding', 'So comfortable', 'Beautiful colour', 'Would rent again'];
const TEXTS = [
  'The fabric feels lovely and it photographed beautifully. I got compliments all evening.',
  'Fit as expected. The length was just right with low heels.',
  'A little snug across the shoulders, but the colour is gorgeous.',
  'Easy to wear all day; arrived pressed and ready.',
];

export async function seedReviews(db: Db): Promise<void> {
  const any = await db.selectFrom('reviews').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const onShelf = db.selectFrom('products').where('on_shelf', '=', true).select('id');
  const [ranked, newest] = await Promise.all([
    onShelf.orderBy('rec_rank').orderBy('id').limit(PRODUCTS_BY_RANK).execute(),
    // The first new arrivals, in the order /new-arrivals lists them.
    onShelf
      .where('is_new', '=', true)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NEWEST_PRODUCTS)
      .execute(),
  ]);
  const rng = new Prng(1313);
  const rows = [];
  for (const productId of new Set([...ranked, ...newest].map((p) => p.id))) {
    const sizes = await productSizes(db, productId);
    const middle = sizes[Math.floor((sizes.length - 1) / 2)];
    if (!middle) continue;
    const review = (name: string, heightCm: number, bodyShape: string, fit: string, size: string) => ({
      product_id: productId,
      reviewer: reviewerName(name),
      stars: rng.int(3, 5),
      title: rng.pick(TITLES),
      body: rng.pick(TEXTS),
      fit: fit as (typeof REVIEW_FITS)[number],
      size_worn: size,
      height_cm: heightCm,
      body_shape: bodyShape,
      photos: '[]',
      created_at: new Date(Date.UTC(2026, 0, 1) + rng.int(0, 300) * 86_400_000),
    });
    rows.push(review(rng.pick(NAMES), 166, 'Pear', 'true_to_size', middle));
    rows.push(review(rng.pick(NAMES), 170, 'Pear', 'true_to_size', middle));
    for (let i = rng.int(2, 5); i > 0; i--) {
      rows.push(
        review(rng.pick(NAMES), rng.int(150, 185), rng.pick(BODY_SHAPES), rng.pick(REVIEW_FITS), rng.pick(sizes)),
      );
    }
  }
  if (rows.length > 0) await db.insertInto('reviews').values(rows).execute();
}
