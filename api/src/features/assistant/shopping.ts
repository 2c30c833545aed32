/** The local engine's product replies: products that fit a request, shown as cards with their sizes in stock. */
import type { Db } from '../../platform/db/schema.js';
import type { UserRow } from '../auth/index.js';
import { el } from './compose.js';
import { findProducts, type Relaxed } from './products.js';
import type { Planned } from './replies.js';
import type { Understood } from './understand.js';
import { describe, isFollowUp, nounOf, occasionWords, wishOf, type Anchor } from './wish.js';

export const PRODUCTS_SHOWN = 6;

function relaxedNote(r: Relaxed[], u: Understood): string {
  const notes: Record<Relaxed, string> = {
    keyword: u.keyword ? `Nothing matched "${u.keyword}", so I searched without it.` : '',
    colors: `Nothing came in ${u.colorWords.join(' or ') || 'that color'}, so here are other colors.`,
    occasion: u.occasion ? `Nothing is tagged ${occasionWords(u)} yet, so I looked wider.` : '',
  };
  return r
    .map((x) => notes[x])
    .filter(Boolean)
    .join(' ');
}

/** The request as it was searched in the end, for describing what is shown. */
function asSearched(u: Understood, r: Relaxed[]): Understood {
  return {
    ...u,
    ...(r.includes('keyword') ? { keyword: null, item: null } : {}),
    ...(r.includes('colors') ? { colors: [], colorWords: [] } : {}),
    ...(r.includes('occasion') ? { occasion: null } : {}),
  };
}

/** What the processing frame says while the products are looked up. */
export const lookingThrough = (u: Understood): string =>
  `Looking through ${u.category?.name.toLowerCase() ?? u.categoryGroup ?? 'the closet'}…`;

export async function productsReply(
  db: Db,
  u: Understood,
  anchor: Anchor | null,
  user: UserRow | null,
  signal: AbortSignal,
): Promise<Planned | null> {
  if (u.similar && !anchor && isFollowUp({ ...u, similar: false }))
    return {
      kind: 'chat_reply',
      text: 'Open a product first, then ask me for something like it. Or tell me what you are looking for.',
      tail: [el.quick('Show me new dresses', 'Show me new dresses', 'get_products')],
    };
  const wish = wishOf(u, anchor, user);
  const found = await findProducts(db, wish, PRODUCTS_SHOWN, signal);
  if (signal.aborted) return null;
  const noun = nounOf(u);
  const more = `${noun}${u.occasion ? ` ${occasionWords(u)}` : ''}`;
  if (found.cards.length === 0)
    return {
      kind: 'chat_reply',
      text:
        `I couldn't find ${describe(u, wish, anchor)} in stock right now. ` +
        'Try another size, color or a wider price range.',
      tail: [el.quick('Show me something similar', `Show me ${noun}`, 'get_products')],
    };
  const n = found.cards.length;
  const all = found.total > n ? ` I found ${found.total} in all; these are the best matches.` : '';
  const note = relaxedNote(found.relaxed, u);
  const what = describe(asSearched(u, found.relaxed), wish, anchor);
  return {
    kind: 'view_products',
    text: `${note ? `${note} ` : ''}Here ${n === 1 ? 'is' : 'are'} ${n} ${what}, in stock now.${all}`,
    tail: [
      ...found.cards.map(el.card),
      el.quick('Make it a look', `Build a look with ${more}`, 'get_looks'),
      el.quick('Cheaper options', `Cheaper ${more}`, 'get_products'),
    ],
  };
}
