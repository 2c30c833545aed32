/** Builds the Tote view (/tote/query) and the PDP button state from the database. */
import { billingInfo } from '../member/index.js';
import type { ItemAvailability, PdpButtonState, ToteItem, ToteSection, ToteView } from '@tote/contract/tote';
import type { Db } from '../../platform/db/schema.js';
import type { SubStatusValue } from '../auth/index.js';
import { loadCardsWithPictures, money, sizeAvailability, requireColorOf } from '../catalog/index.js';
import { notFound, offShelf } from '../../platform/http/errors.js';
import { MAX_PURCHASE_QUANTITY } from './store.js';
import { stockFor } from '../inventory/index.js';
import { prebuilt } from '../../platform/db/prebuilt.js';

export function itemAvailability(onShelf: boolean, stock: number): ItemAvailability {
  return onShelf ? sizeAvailability(stock) : 'invalid';
}

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

export interface ToteUser {
  id: number;
  sub_status: SubStatusValue;
  tote_upper_limit: number;
  created_at: Date;
}

/** The Tote's lines with their SKU, product and color: built once (prebuilt.ts), read by every Tote answer. */
const toteLines = prebuilt(1, (db: Db, userId: number) =>
  db
    .selectFrom('tote_items as t')
    .innerJoin('skus as s', 's.id', 't.sku_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('product_colors as c', 'c.id', 's.color_id')
    .select([
      't.id',
      't.sale_type',
      't.quantity',
      't.checked',
      't.created_at',
      's.code',
      's.size_label',
      stockFor(userId).as('stock'),
      's.product_id',
      's.color_id',
      'p.on_shelf',
      'p.price_cents',
      'p.rental_price_cents',
      'c.name as color_name',
      'c.hex as color_hex',
    ])
    .where('t.user_id', '=', userId)
    .orderBy('t.position', 'desc')
    .orderBy('t.id', 'desc'),
);

export async function loadItems(db: Db, userId: number): Promise<ToteItem[]> {
  const rows = await toteLines(db, userId);
  const cards = new Map(
    (
      await loadCardsWithPictures(
        db,
        rows.map((r) => r.product_id),
      )
    ).map((c) => [c.shopProductId, c]),
  );
  const items: ToteItem[] = [];
  for (const r of rows) {
    const product = cards.get(r.product_id);
    if (!product) continue;
    const color = product.staticColorList.find((c) => c.colorId === r.color_id);
    const rent = r.sale_type === 'rent';
    items.push({
      cartItemId: r.id,
      saleType: r.sale_type,
      sku: r.code,
      size: r.size_label,
      color: { colorId: r.color_id, name: r.color_name, hex: r.color_hex },
      image: color?.imageSets[0] ?? product.cover,
      quantity: r.quantity,
      maxQuantity: rent ? 1 : r.on_shelf ? Math.min(Math.max(r.stock, 0), MAX_PURCHASE_QUANTITY) : 0,
      stock: r.stock,
      availability: itemAvailability(r.on_shelf, r.stock),
      checked: r.checked,
      unitPrice: money(rent ? r.rental_price_cents : r.price_cents),
      product,
      addedAt: iso(r.created_at),
    });
  }
  return items;
}

export async function buildToteView(db: Db, user: ToteUser): Promise<ToteView> {
  const items = await loadItems(db, user.id);
  const rentItems = items.filter((i) => i.saleType === 'rent');
  const purchaseItems = items.filter((i) => i.saleType === 'purchase');
  const member = user.sub_status === 'Subscribed';
  const limit = user.tote_upper_limit;

  const rent: ToteSection = {
    num: rentItems.length,
    itemList: rentItems,
    emptyData: rentItems.length
      ? null
      : member
        ? {
            title: 'Nothing to rent yet',
            message: `Add up to ${limit} pieces to rent with your membership.`,
            buttonText: 'Browse styles',
            link: '/new-arrivals',
          }
        : {
            title: 'Rent with a membership',
            message: `Members rent up to ${limit} pieces at a time, free shipping and dry cleaning included.`,
            buttonText: 'Become a member',
            link: '/subscribe',
          },
    topInfo: member
      ? {
          message:
            rentItems.length >= limit
              ? `Your Tote is full: ${limit} of ${limit} rental items.`
              : `${rentItems.length} of ${limit} rental items in your Tote.`,
        }
      : null, // extraBillingInfo.messageList says what a non-member or a paused member can do
  };
  const purchaseNum = purchaseItems.reduce((n, i) => n + i.quantity, 0);
  const purchase: ToteSection = {
    num: purchaseNum,
    itemList: purchaseItems,
    emptyData: purchaseItems.length
      ? null
      : {
          title: 'Nothing to buy yet',
          message: 'Love something? Buy it and keep it for good.',
          buttonText: 'Shop now',
          link: '/new-arrivals',
        },
    topInfo: purchaseItems.length ? { message: 'Purchases are yours to keep. Free returns within 14 days.' } : null,
  };
  const unavailable = items.some((i) => i.availability === 'invalid' || i.availability === 'oos');
  const latest = [...items].sort((a, b) => b.addedAt.localeCompare(a.addedAt) || b.cartItemId - a.cartItemId)[0];
  const billing = await billingInfo(db, user.id);
  return {
    boxStatus: billing.isShowBtnUnlockEarly ? 'Locked' : rentItems.length >= limit ? 'Full' : 'Open',
    topInfo: {
      message: unavailable
        ? 'Some items in your Tote are no longer available.'
        : 'Free shipping both ways on every order.',
    },
    rent,
    purchase,
    bottomInfo: { message: 'Rentals ship in your next box; purchases ship right away.' },
    extraBillingInfo: { ...billing, lastAddType: latest?.saleType ?? null },
    checkedCartItemIdList: items.filter((i) => i.checked).map((i) => i.cartItemId),
    toteUpperLimit: limit,
  };
}

/** What the PDP buttons read, each statement built once (prebuilt.ts): the page asks them on every view. */
const pdpProduct = prebuilt(1, (db: Db, shopProductId: number) =>
  db.selectFrom('products').select(['id', 'on_shelf', 'price_cents']).where('id', '=', shopProductId),
);
const pdpSkus = (db: Db, userId: number, shopProductId: number) =>
  db
    .selectFrom('skus as s')
    .select(['s.id', 's.code', stockFor(userId).as('stock')])
    .where('s.product_id', '=', shopProductId);
const pdpSkusOfProduct = prebuilt(2, pdpSkus);
const pdpSkusOfColor = prebuilt(3, (db: Db, userId: number, shopProductId: number, colorId: number) =>
  pdpSkus(db, userId, shopProductId).where('s.color_id', '=', colorId),
);
const pdpToteRows = prebuilt(1, (db: Db, userId: number) =>
  db
    .selectFrom('tote_items as t')
    .innerJoin('skus as s', 's.id', 't.sku_id')
    .select(['t.sale_type', 's.code', 's.product_id', 's.color_id'])
    .where('t.user_id', '=', userId),
);

export async function buildPdpButton(
  db: Db,
  user: ToteUser & { is_member: number },
  shopProductId: number,
  colorId: number | undefined,
): Promise<PdpButtonState> {
  // All at once (a round trip each). The color's refusal is held as a value, so that the product's own (unknown,
  // off shelf) is the one thrown when both fail.
  const [[product], color, skuRows, toteRows] = await Promise.all([
    pdpProduct(db, shopProductId),
    colorId === undefined ? undefined : requireColorOf(db, shopProductId, colorId).catch((err: unknown) => err),
    colorId === undefined
      ? pdpSkusOfProduct(db, user.id, shopProductId)
      : pdpSkusOfColor(db, user.id, shopProductId, colorId),
    pdpToteRows(db, user.id),
  ]);
  if (!product) throw notFound(`Product ${shopProductId}`);
  if (!product.on_shelf) throw offShelf();
  if (color) throw color;
  const inStock = skuRows.some((s) => s.stock > 0);
  const toteCount = toteRows.filter((r) => r.sale_type === 'rent').length;
  const limit = user.tote_upper_limit;
  const mine = toteRows.filter(
    (r) => r.product_id === shopProductId && (colorId === undefined || r.color_id === colorId),
  );
  const member = user.sub_status === 'Subscribed';

  let rentDisabledReason: PdpButtonState['rentDisabledReason'] = null;
  let rentLabel = 'Add to Tote';
  if (!member) {
    rentDisabledReason = 'membership';
    rentLabel = user.sub_status === 'Paused' ? 'Resume membership to rent' : 'Subscribe to rent';
  } else if (!inStock) {
    rentDisabledReason = 'sold-out';
    rentLabel = 'Sold out';
  } else if (toteCount >= limit) {
    rentDisabledReason = 'tote-full';
    rentLabel = 'Your Tote is full';
  }
  return {
    shopProductId,
    colorId: colorId ?? null,
    canRent: rentDisabledReason === null,
    rentLabel,
    rentDisabledReason,
    canBuy: inStock,
    buyLabel: inStock ? `Buy for $${(product.price_cents / 100).toFixed(2)}` : 'Sold out',
    buyDisabledReason: inStock ? null : 'sold-out',
    inTote: {
      rent: mine.filter((r) => r.sale_type === 'rent').map((r) => r.code),
      purchase: mine.filter((r) => r.sale_type === 'purchase').map((r) => r.code),
    },
    toteCount,
    toteUpperLimit: limit,
    isMember: user.is_member ? 1 : 0,
    subStatus: user.sub_status,
  };
}
