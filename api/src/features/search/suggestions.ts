/**
 * Type-ahead: known terms that complete what the shopper typed (or, failing that, are close to
 * it: pg_trgm similarity), the brands and categories it names, and the best matching products.
 */
import { sql } from 'kysely';
import { normalizeKeyword, type SearchSuggestions } from '@tote/contract/search';
import type { CategoryGroup } from '@tote/contract/catalog';
import type { Db } from '../../platform/db/schema.js';
import { loadCards } from '../catalog/index.js';
import { quickSearch } from './type-ahead.js';
import { MIN_SIMILARITY } from './did-you-mean.js';
import { queryWords } from './query.js';
import { trgm, trgmSchema } from './trgm.js';
import type { TermKind } from './tables.js';

const TERMS_MAX = 8;
const REFS_MAX = 4;

interface TermRow {
  term: string;
  kind: TermKind;
  /** 0: the term starts with the text, 1: one of its words does, 2: it is only similar. */
  tier: number;
  brand_id: number | null;
  brand_name: string | null;
  brand_slug: string | null;
  category_id: number | null;
  category_code: string | null;
  category_name: string | null;
  category_group: CategoryGroup | null;
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Lexicon terms that start with `text` (or have a word that does), then terms similar to it;
 * best first, at most TERMS_MAX of each kind; a brand's or category's row carries its reference.
 */
async function matchTerms(db: Db, text: string): Promise<TermRow[]> {
  const t = trgm(await trgmSchema(db));
  const starts = `${escapeLike(text)}%`;
  const wordStarts = `% ${escapeLike(text)}%`;
  const { rows } = await sql<TermRow>`
    select r.term, r.kind, r.tier,
      b.id as brand_id, b.name as brand_name, b.slug as brand_slug,
      c.id as category_id, c.code as category_code, c.name as category_name, c.group_name as category_group
    from (
      select m.*, row_number() over (partition by m.kind order by m.tier, m.sim desc, m.products desc, m.term) as n
      from (
        select term, kind, products,
          case when term like ${starts} then 0 when term like ${wordStarts} then 1 else 2 end as tier,
          ${t.similarity(sql.ref('term'), text)} as sim
        from search_terms
        where term like ${starts} or term like ${wordStarts}
          or (${t.similar(sql.ref('term'), text)} and ${t.similarity(sql.ref('term'), text)} >= ${MIN_SIMILARITY})
      ) m
    ) r
    left join brands b on r.kind = 'brand' and lower(b.name) = r.term
    left join categories c on r.kind = 'category' and lower(c.name) = r.term
    where r.n <= ${TERMS_MAX}
    order by r.tier, case when r.tier < 2 then 1 else r.sim end desc, r.products desc, r.term`.execute(db);
  return rows;
}

/**
 * With several words typed, the last one completed from the titles of products that match the
 * whole prefix (so every completion finds something), the most frequent first.
 */
function completions(prefix: string, poolTitles: string[]): string[] {
  const words = queryWords(prefix);
  const last = words.pop();
  if (!last || words.length === 0) return [];
  const counts = new Map<string, number>();
  for (const title of poolTitles)
    for (const w of new Set(queryWords(title))) if (w.startsWith(last)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const lead = words.join(' ');
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => `${lead} ${w}`);
}

function suggestedTerms(rows: TermRow[], completed: string[], didYouMean: string | null): SearchSuggestions['terms'] {
  const ordered: SearchSuggestions['terms'] = [
    ...(didYouMean ? [{ keyword: didYouMean, kind: rows.find((r) => r.term === didYouMean)?.kind ?? 'term' }] : []),
    ...rows.filter((r) => r.tier < 2).map((r) => ({ keyword: r.term, kind: r.kind })),
    ...completed.map((keyword) => ({ keyword, kind: 'term' as const })),
    ...rows.filter((r) => r.tier === 2).map((r) => ({ keyword: r.term, kind: r.kind })),
  ];
  const seen = new Set<string>();
  return ordered.filter((x) => !seen.has(x.keyword) && seen.add(x.keyword)).slice(0, TERMS_MAX);
}

export async function searchSuggestions(db: Db, rawPrefix: string): Promise<SearchSuggestions> {
  const prefix = normalizeKeyword(rawPrefix);
  // The cards are loaded as soon as the products are known, while the terms may still be on their way.
  const products = quickSearch(db, prefix, REFS_MAX).then(async (found) => ({
    found,
    cards: await loadCards(db, found.ids),
  }));
  const [rows, { found, cards }] = await Promise.all([matchTerms(db, prefix), products]);
  const brands = rows.flatMap((r) =>
    r.brand_id !== null && r.brand_name !== null && r.brand_slug !== null
      ? [{ brandId: r.brand_id, name: r.brand_name, slug: r.brand_slug }]
      : [],
  );
  const categories = rows.flatMap((r) =>
    r.category_id !== null && r.category_code !== null && r.category_name !== null && r.category_group !== null
      ? [{ categoryId: r.category_id, code: r.category_code, name: r.category_name, group: r.category_group }]
      : [],
  );
  return {
    prefix: rawPrefix,
    terms: suggestedTerms(rows, found.didYouMean ? [] : completions(prefix, found.poolTitles), found.didYouMean),
    brands: brands.slice(0, REFS_MAX),
    categories: categories.slice(0, REFS_MAX),
    products: cards,
    didYouMean: found.didYouMean,
  };
}
