/**
 * Looks: an anchor piece (the category asked for, or the occasion's usual one) with complementary
 * categories (a dress with heels and a jacket). With a budget the whole look stays within it: the
 * anchor takes at most 60% of it and the other pieces share what the cheapest anchor leaves.
 */
import type { AiLook, AiProductCard } from '@tote/contract/assistant';
import type { Db } from '../../platform/db/schema.js';
import type { UserRow } from '../auth/index.js';
import { el } from './compose.js';
import type { CategoryTaxon } from './lexicon.js';
import { findProducts, type ProductWish } from './products.js';
import type { Planned } from './replies.js';
import type { Understood } from './understand.js';
import { occasionWords, priceWords, wishOf, type Anchor } from './wish.js';

export const LOOKS_SHOWN = 3;

const COMPLEMENTS: Record<string, string[]> = {
  DRESSES: ['HEELS', 'JACKETS_COATS'],
  JUMPSUITS: ['HEELS', 'JACKETS_COATS'],
  SKIRTS: ['TOPS', 'HEELS'],
  TOPS: ['PANTS', 'JACKETS_COATS', 'FLATS'],
  PANTS: ['TOPS', 'FLATS'],
  KNITWEAR: ['PANTS', 'BOOTS'],
  JACKETS_COATS: ['TOPS', 'PANTS', 'BOOTS'],
  ACTIVEWEAR: ['SNEAKERS', 'JACKETS_COATS'],
  HEELS: ['DRESSES', 'JACKETS_COATS'],
  FLATS: ['PANTS', 'TOPS'],
  SNEAKERS: ['PANTS', 'KNITWEAR'],
  BOOTS: ['DRESSES', 'JACKETS_COATS'],
  SANDALS: ['DRESSES', 'TOPS'],
};
/** The piece a look for the occasion is built around. */
const OCCASION_ANCHOR: Record<string, string> = { WORK: 'TOPS', EVERYDAY: 'KNITWEAR', WEEKEND: 'PANTS' };
/** Shoes that suit the occasion better than heels. */
const OCCASION_SHOES: Record<string, string> = { VACATION: 'SANDALS', EVERYDAY: 'SNEAKERS', WEEKEND: 'SNEAKERS' };

/** "a, b and c". */
const listWords = (w: string[]): string =>
  w.length > 1 ? `${w.slice(0, -1).join(', ')} and ${w.at(-1)}` : (w[0] ?? '');

const isShoeSize = (s: string): boolean => /\d/.test(s);

function plan(u: Understood, categories: CategoryTaxon[]): { anchor: CategoryTaxon; others: CategoryTaxon[] } | null {
  const byCode = new Map(categories.map((c) => [c.code, c]));
  const anchor =
    u.category ?? byCode.get((u.occasion && OCCASION_ANCHOR[u.occasion.code]) || 'DRESSES') ?? categories[0] ?? null;
  if (!anchor) return null;
  const shoes = u.occasion ? OCCASION_SHOES[u.occasion.code] : undefined;
  const codes = (COMPLEMENTS[anchor.code] ?? []).map((c) => (shoes && (c === 'HEELS' || c === 'FLATS') ? shoes : c));
  const others = codes.map((c) => byCode.get(c)).filter((c): c is CategoryTaxon => c !== undefined && c !== anchor);
  return { anchor, others };
}

/** The wish for one piece of a look: its category, sizes of its kind, within `cap`. */
function pieceWish(base: ProductWish, c: CategoryTaxon, cap: number | null, isAnchor: boolean): ProductWish {
  const sizes = base.sizes.filter((s) => isShoeSize(s) === (c.group === 'shoes'));
  return {
    ...base,
    categoryId: c.id,
    categoryGroup: null,
    similarTo: null,
    sizes,
    // Colors, brand and words describe the piece asked for, not the pieces around it.
    ...(isAnchor ? {} : { colors: [], brandId: null, keyword: null, priceMin: null }),
    priceMax: cap,
  };
}

export function buildLooks(anchors: AiProductCard[], others: AiProductCard[][], budget: number | null): AiLook[] {
  return anchors.map((a, i) => {
    const products = [a];
    let total = a.price;
    for (const list of others) {
      const pick = list.length ? list[i % list.length]! : undefined;
      if (pick && (budget === null || total + pick.price <= budget)) {
        products.push(pick);
        total += pick.price;
      }
    }
    return { title: `Look ${i + 1}: ${a.title}`, products, totalPrice: Math.round(total * 100) / 100 };
  });
}

export async function looksReply(
  db: Db,
  u: Understood,
  categories: CategoryTaxon[],
  anchor: Anchor | null,
  user: UserRow | null,
  signal: AbortSignal,
): Promise<Planned | null> {
  const p = plan(u, categories);
  if (!p) return null;
  const base = wishOf(u, anchor, user);
  const budget = base.priceMax;
  const anchorCap = budget !== null && p.others.length ? Math.round(budget * 60) / 100 : budget;
  const anchors = await findProducts(db, pieceWish(base, p.anchor, anchorCap, true), LOOKS_SHOWN, signal);
  if (signal.aborted) return null;
  const occasion = u.occasion ? ` ${occasionWords(u)}` : '';
  if (anchors.cards.length === 0)
    return {
      kind: 'chat_reply',
      text: `I couldn't put a look together${occasion} with ${p.anchor.name.toLowerCase()} ${
        priceWords(u.priceMin, budget) ?? ''
      } right now. Try a wider budget or another piece.`.replace(/\s+/g, ' '),
      tail: [el.quick('Show me dresses instead', `Show me dresses${occasion}`, 'get_products')],
    };
  const cheapest = Math.min(...anchors.cards.map((c) => c.price));
  const share = budget !== null && p.others.length ? (budget - cheapest) / p.others.length : null;
  const others: AiProductCard[][] = [];
  for (const c of p.others) {
    if (signal.aborted) return null;
    others.push((await findProducts(db, pieceWish(base, c, share, false), LOOKS_SHOWN, signal)).cards);
  }
  const looks = buildLooks(anchors.cards, others, budget);
  const pieces = listWords(p.others.map((c) => c.name.toLowerCase()));
  const around = `${p.anchor.name.toLowerCase()}${pieces ? ` with ${pieces}` : ''}`;
  const within = budget !== null ? `, each ${priceWords(null, budget)} in all` : '';
  return {
    kind: 'view_looks',
    text: `Here ${looks.length === 1 ? 'is a look' : `are ${looks.length} looks`}${occasion}: ${around}${within}.`,
    tail: [
      ...looks.map(el.look),
      el.quick('Just the pieces', `Show me ${p.anchor.name.toLowerCase()}${occasion}`, 'get_products'),
    ],
  };
}
