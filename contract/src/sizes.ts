/**
 * The shop's shoe sizes: ONE list for the catalog (the sizes products come in, the size chart) and the
 * shopper's profile (the sizes she wears), so that a saved size matches a product's size label exactly.
 * Imports nothing; any package may import it at runtime.
 */

/** Clothing sizes in size order, as the catalog labels them and the profile stores them. */
export const CLOTHING_SIZE_LABELS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/** Shoe sizes in size order: the label ("US 8") is the stored value everywhere, `us` the half sizes it fits. */
export const SHOE_SIZES = [
  { label: 'US 5', us: '5–5.5', eu: 'EU 35–36' },
  { label: 'US 6', us: '6–6.5', eu: 'EU 36–37' },
  { label: 'US 7', us: '7–7.5', eu: 'EU 37–38' },
  { label: 'US 8', us: '8–8.5', eu: 'EU 38–39' },
  { label: 'US 9', us: '9–9.5', eu: 'EU 39–40' },
  { label: 'US 10', us: '10–10.5', eu: 'EU 40–41' },
  { label: 'US 11', us: '11–11.5', eu: 'EU 41–42' },
  { label: 'US 12', us: '12–13.5', eu: 'EU 42–44' },
] as const;

export type ShoeSize = (typeof SHOE_SIZES)[number]['label'];

export const SHOE_SIZE_LABELS = SHOE_SIZES.map((size) => size.label) as [ShoeSize, ...ShoeSize[]];
