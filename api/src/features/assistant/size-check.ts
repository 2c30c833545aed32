/**
 * "Do you have this in M?" about the product the shopper is looking at. In stock (in some color): yes, with
 * its card. Out of stock in every color: its card, a turn_on_back_in_stock button (value: the SKU code of the
 * size in its first color) and pieces like it in that size. Pressed, the button saves the back-in-stock
 * request as /user/saveStockNotification does and confirms in the conversation; a guest is asked to sign in;
 * a size that came back meanwhile says so; a SKU no longer in the shop is an error reply.
 */
import { ErrorCode } from '@tote/contract/codes';
import type { Db } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/errors.js';
import type { UserRow } from '../auth/index.js';
import { requestStockNotification } from '../inventory/index.js';
import { el } from './compose.js';
import { assistantCards } from './products.js';
import { failed, signInFirst, type Planned } from './replies.js';
import { productsReply } from './shopping.js';
import type { Understood } from './understand.js';
import type { Anchor } from './wish.js';

interface SizeSku {
  code: string;
  size: string;
  stock: number;
  colorName: string;
}

async function skusIn(db: Db, productId: number, sizes: string[]): Promise<SizeSku[]> {
  return db
    .selectFrom('skus as s')
    .innerJoin('product_colors as c', 'c.id', 's.color_id')
    .select(['s.code', 's.size_label as size', 's.stock', 'c.name as colorName'])
    .where('s.product_id', '=', productId)
    .where('s.size_label', 'in', sizes)
    .orderBy('c.position')
    .orderBy('s.size_position')
    .execute();
}

export async function sizeCheck(
  db: Db,
  u: Understood,
  anchor: Anchor | null,
  user: UserRow | null,
  signal: AbortSignal,
): Promise<Planned | null> {
  if (!anchor)
    return {
      kind: 'chat_reply',
      text: 'Open a product first, then ask me whether it comes in your size.',
      tail: [el.quick('Show me new dresses', 'Show me new dresses', 'get_products')],
    };
  const skus = await skusIn(db, anchor.id, u.sizes);
  const [card] = await assistantCards(db, [anchor.id]);
  if (skus.length === 0 || !card)
    return {
      kind: 'chat_reply',
      text: `${anchor.title} doesn't come in ${u.sizes.join(' or ')}.`,
      tail: card ? [el.card(card)] : [],
    };
  const inStock = skus.find((s) => s.stock > 0);
  if (inStock)
    return {
      kind: 'chat_reply',
      text: `Yes: ${anchor.title} is in stock in ${inStock.size} (${inStock.colorName}).`,
      tail: [el.card(card)],
    };
  const wanted = skus[0]!;
  const like = await productsReply(db, { ...u, topic: 'products', similar: true }, anchor, user, signal);
  return {
    kind: 'chat_reply',
    text:
      `${anchor.title} is out of stock in ${wanted.size} right now. ` +
      'I can email you when it is back, and here are pieces like it in your size.',
    tail: [
      el.card(card),
      el.action(`Email me when ${wanted.size} is back`, 'turn_on_back_in_stock', { value: wanted.code }),
      ...(like?.kind === 'view_products' ? like.tail.filter((e) => e.type === 'product_card') : []),
    ],
  };
}

export async function turnOnBackInStock(db: Db, user: UserRow | null, code: string | undefined): Promise<Planned> {
  if (!user) return signInFirst('get an email when it is back in stock');
  const sku = code
    ? await db
        .selectFrom('skus as s')
        .innerJoin('products as p', 'p.id', 's.product_id')
        .select(['p.title', 's.size_label as size'])
        .where('s.code', '=', code)
        .executeTakeFirst()
    : undefined;
  if (!code || !sku) return failed('That size is no longer in the shop, so I cannot watch it for you.');
  try {
    await requestStockNotification(db, user.id, code);
  } catch (err) {
    if (err instanceof ApiError && err.code === ErrorCode.SIZE_IN_STOCK)
      return {
        kind: 'chat_reply',
        text: `Good news: ${sku.title} is back in ${sku.size} now. Add it to your Tote before it goes.`,
        tail: [],
      };
    throw err;
  }
  return {
    kind: 'chat_reply',
    text: `Done: I'll email you at ${user.email} when ${sku.title} is back in ${sku.size}.`,
    tail: [],
  };
}
