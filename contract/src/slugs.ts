/** Product URLs: /product/{id}-{brand}-{title}, where the slug may also span path segments. */

/** The largest id a /v1 integer parameter takes (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** The product number of a slug: its first segment (before the first '-' or '/'), when it is a whole id. */
export function productIdFromSlug(slug: string | null | undefined): number | null {
  const first = (slug ?? '').replace(/^\/+/, '').split(/[-/]/, 1)[0] ?? '';
  if (!/^\d{1,10}$/.test(first)) return null;
  const id = Number(first);
  return id >= 1 && id <= MAX_ID ? id : null;
}
