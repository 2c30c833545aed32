/**
 * The tools the model may call: search_products (the shop's product search, the same as the local
 * engine's) and account_summary (the shopper's own numbers). Arguments are the model's words; they
 * are mapped onto the catalog's vocabulary like a shopper's message is.
 */
import { z } from 'zod';
import type { AiProductCard } from '@tote/contract/assistant';
import type { Db } from '../../../platform/db/schema.js';
import type { UserRow } from '../../auth/index.js';
import { money } from '../../catalog/index.js';
import { memberInfo } from '../../member/index.js';
import { toteCounts } from '../account-answers.js';
import type { Lexicon } from '../lexicon.js';
import { readSizes } from '../measures.js';
import { findProducts, NO_WISH, type ProductWish } from '../products.js';
import { Reading } from '../text.js';
import type { ToolSpec } from './wire.js';

export const TOOL_RESULTS_SHOWN = 6;

export function toolSpecs(lex: Lexicon): ToolSpec[] {
  const names = (list: { name: string }[]) => list.map((x) => x.name).join(', ');
  const v = lex.vocabulary;
  return [
    {
      type: 'function',
      function: {
        name: 'search_products',
        description: 'Search the shop for products in stock now. Every argument is optional; use the ones asked for.',
        parameters: {
          type: 'object',
          properties: {
            keyword: { type: 'string', description: 'Words to find in titles and descriptions, e.g. "satin slip"' },
            category: { type: 'string', description: `One of: ${names(v.categories)}` },
            occasion: { type: 'string', description: `One of: ${names(v.occasions)}` },
            color: { type: 'string', description: 'A color, e.g. black, red, navy' },
            size: { type: 'string', description: `A size: ${v.sizes.join(', ')}` },
            priceMin: { type: 'number', description: 'Lowest purchase price in USD' },
            priceMax: { type: 'number', description: 'Highest purchase price in USD' },
            brand: { type: 'string', description: 'A brand name' },
          },
          additionalProperties: false,
        },
      },
    },
    {
      type: 'function',
      function: {
        name: 'account_summary',
        description:
          "The shopper's membership status, next billing or pause-end date, Tote slots, saved sizes and bonus credits.",
        parameters: { type: 'object', properties: {}, additionalProperties: false },
      },
    },
  ];
}

const text = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().max(200)).optional();
const price = z.preprocess((v) => (typeof v === 'string' ? Number(v.replace(/[$\s]/g, '')) : v), z.number().min(0));
const searchArgs = z.object({
  keyword: text,
  category: text,
  occasion: text,
  color: text,
  size: text,
  priceMin: price.optional().catch(undefined),
  priceMax: price.optional().catch(undefined),
  brand: text,
});

/** The model's arguments as a product wish, with notes about the words the catalog does not know. */
export function wishFromArgs(raw: unknown, lex: Lexicon): { wish: ProductWish; notes: string[] } {
  const a = searchArgs.parse(raw);
  const notes: string[] = [];
  const pick = <T>(value: string | undefined, what: string, find: (r: Reading) => T | null): T | null => {
    if (!value) return null;
    const hit = find(new Reading(value));
    if (hit === null) notes.push(`unknown ${what} "${value}" was ignored`);
    return hit;
  };
  const cat = pick(a.category, 'category', (r) => r.takeFirst(lex.categories)?.value ?? null);
  const some = (list: string[]) => (list.length ? list : null);
  const colors = pick(a.color, 'color', (r) => some(r.takeEvery(lex.colors).flatMap((e) => e.value))) ?? [];
  const sizes = pick(a.size, 'size', (r) => some(readSizes(new Reading(`size ${r.rest}`), lex.sizes))) ?? [];
  const keyword = [cat?.narrow, a.keyword?.trim()].filter(Boolean).join(' ');
  return {
    wish: {
      ...NO_WISH,
      keyword: keyword || null,
      categoryId: cat?.category?.id ?? null,
      categoryGroup: cat && !cat.category ? cat.group : null,
      occasionId: pick(a.occasion, 'occasion', (r) => r.takeFirst(lex.occasions)?.value.id ?? null),
      brandId: pick(a.brand, 'brand', (r) => r.takeFirst(lex.brands)?.value.id ?? null),
      colors,
      sizes,
      priceMin: a.priceMin ?? null,
      priceMax: a.priceMax ?? null,
    },
    notes,
  };
}

export interface ToolResult {
  /** What the model reads (JSON). */
  content: string;
  /** Products to show the shopper. */
  cards: AiProductCard[];
}

export async function searchTool(db: Db, lex: Lexicon, raw: unknown, signal: AbortSignal): Promise<ToolResult> {
  const { wish, notes } = wishFromArgs(raw, lex);
  const found = await findProducts(db, wish, TOOL_RESULTS_SHOWN, signal);
  const products = found.cards.map((c) => ({
    id: c.shopProductId,
    title: c.title,
    brand: c.brand.name,
    category: c.categoryList[0]?.name ?? '',
    price: c.price,
    sizesInStock: c.sizesInStock,
  }));
  const relaxed = found.relaxed.length ? { relaxed: found.relaxed } : {};
  return { content: JSON.stringify({ total: found.total, products, notes, ...relaxed }), cards: found.cards };
}

export async function accountTool(db: Db, user: UserRow | null): Promise<ToolResult> {
  if (!user) return { content: JSON.stringify({ signedIn: false }), cards: [] };
  const [m, tote, u] = await Promise.all([
    memberInfo(db, user.id),
    toteCounts(db, user.id),
    db
      .selectFrom('users')
      .select(['points', 'clothing_sizes', 'shoe_sizes'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    content: JSON.stringify({
      signedIn: true,
      membershipStatus: m.subStatus,
      plan: m.plan?.name ?? null,
      nextBillingDate: m.nextBillingDate,
      pausedUntil: m.pausedExpired,
      rentalItemsInTote: tote.inTote,
      toteUpperLimit: tote.limit,
      freeToteSlots: tote.free,
      savedSizes: { clothing: u.clothing_sizes, shoes: u.shoe_sizes },
      bonusCreditsUsd: money(u.points),
    }),
    cards: [],
  };
}
