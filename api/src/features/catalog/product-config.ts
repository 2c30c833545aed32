/** /product/config for any number of products: the size chart of the product's group, and whether it is in stock. */
import type { BatchEntry, ProductConfig } from '@tote/contract/catalog';
import { SHOE_SIZES } from '@tote/contract/sizes';
import type { Db } from '../../platform/db/schema.js';
import { entries } from './batch.js';
import { anyOf, shelvedProducts } from './product-reads.js';

const CLOTHING_CHART: ProductConfig['sizeChart'] = [
  { label: 'XS', us: '0–2', detail: 'Bust 31–32″, waist 24–25″, hip 34–35″' },
  { label: 'S', us: '4–6', detail: 'Bust 33–34″, waist 26–27″, hip 36–37″' },
  { label: 'M', us: '8–10', detail: 'Bust 35–36″, waist 28–29″, hip 38–39″' },
  { label: 'L', us: '12–14', detail: 'Bust 37.5–39″, waist 30.5–32″, hip 40.5–42″' },
  { label: 'XL', us: '16', detail: 'Bust 40.5–42″, waist 33.5–35″, hip 43.5–45″' },
  { label: 'XXL', us: '18', detail: 'Bust 43.5–45″, waist 36.5–38″, hip 46.5–48″' },
];
const SHOE_CHART: ProductConfig['sizeChart'] = SHOE_SIZES.map(({ label, us, eu }) => ({ label, us, detail: eu }));

const SHIPPING_NOTE = 'Free shipping both ways. Orders placed by 2 pm ET ship the same business day.';
const RETURN_NOTE =
  'Rentals come with a prepaid return bag and dry cleaning is on us. ' +
  'Purchases can be returned within 14 days, unworn, with tags attached.';

/** What the product page may offer: rent and buy while any size is in stock, and the size chart of its group. */
export function configOf(group: string, maxStock: number | null): ProductConfig {
  const inStock = (maxStock ?? 0) > 0;
  return {
    canRent: inStock,
    canBuy: inStock,
    sizeChart: group === 'shoes' ? SHOE_CHART : CLOTHING_CHART,
    shippingNote: SHIPPING_NOTE,
    returnNote: RETURN_NOTE,
  };
}

export async function productConfigs(db: Db, ids: readonly number[]): Promise<BatchEntry<ProductConfig>[]> {
  const [shelved, stock] = await Promise.all([
    shelvedProducts(db, ids),
    db
      .selectFrom('skus')
      .where(anyOf('product_id', ids))
      .groupBy('product_id')
      .select((eb) => ['product_id', eb.fn.max<number>('stock').as('max')])
      .execute(),
  ]);
  const maxStock = new Map(stock.map((s) => [s.product_id, s.max]));
  return entries(ids, (id) => configOf(shelved(id).group_name, maxStock.get(id) ?? null));
}
