/**
 * What shoppers searched: the search log (every recorded search, for trending) and a signed-in
 * shopper's recent keywords (newest first, deduplicated, at most RECENT_SEARCHES_MAX).
 */
import { sql } from 'kysely';
import { RECENT_SEARCHES_MAX, TRENDING_DAYS, normalizeKeyword, type SearchBefore } from '@tote/contract/search';
import type { Db } from '../../platform/db/schema.js';

const TRENDING_MAX = 10;
const HOT_KEYWORDS_MAX = 8;

export async function recentSearches(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('recent_searches')
    .select('keyword')
    .where('user_id', '=', userId)
    .orderBy('searched_at', 'desc')
    .orderBy('keyword')
    .limit(RECENT_SEARCHES_MAX)
    .execute();
  return rows.map((r) => r.keyword);
}

/** Keeps the newest RECENT_SEARCHES_MAX of the user's recent searches. */
async function trimRecent(db: Db, userId: number): Promise<void> {
  await sql`delete from recent_searches r where r.user_id = ${userId} and r.keyword not in (
    select keyword from recent_searches where user_id = ${userId}
    order by searched_at desc, keyword limit ${RECENT_SEARCHES_MAX})`.execute(db);
}

/** Puts `keywords` (newest first) at the head of the user's recent list. */
async function putFirst(db: Db, userId: number, keywords: string[]): Promise<void> {
  if (keywords.length === 0) return;
  // In the list's order, a microsecond apart, just before now(): after any earlier request's.
  await sql`insert into recent_searches (user_id, keyword, searched_at)
    select ${userId}, k.keyword, now() - (k.ord * interval '1 microsecond')
    from unnest(${keywords}::text[]) with ordinality as k(keyword, ord)
    on conflict (user_id, keyword) do update set searched_at = excluded.searched_at`.execute(db);
  await trimRecent(db, userId);
}

/** Normalised, non-empty, first occurrence kept. */
function distinctKeywords(raw: string[]): string[] {
  return [...new Set(raw.map(normalizeKeyword).filter(Boolean))];
}

/** One search: counts toward trending; a signed-in shopper's recent list gets it first. */
export async function recordSearch(
  db: Db,
  who: { userId: number | null; deviceId: string | null },
  keyword: string,
): Promise<void> {
  const k = normalizeKeyword(keyword);
  if (!k) return;
  await db
    .insertInto('search_log')
    .values({ keyword: k, user_id: who.userId, device_id: who.deviceId?.slice(0, 200) ?? null })
    .execute();
  if (who.userId !== null) await putFirst(db, who.userId, [k]);
}

/** A guest's recent searches (newest first), added on sign-in ahead of the user's own; not counted as searches. */
export async function mergeRecentSearches(db: Db, userId: number, keywords: string[]): Promise<void> {
  await putFirst(db, userId, distinctKeywords(keywords).slice(0, RECENT_SEARCHES_MAX));
}

/** Removes one keyword from the user's recent list, or all of them. */
export async function clearRecentSearches(db: Db, userId: number, keyword?: string): Promise<void> {
  let q = db.deleteFrom('recent_searches').where('user_id', '=', userId);
  if (keyword !== undefined) q = q.where('keyword', '=', normalizeKeyword(keyword));
  await q.execute();
}

/** The most searched keywords of the last TRENDING_DAYS days, most first (ties: searched last first). */
export async function trendingSearches(db: Db): Promise<SearchBefore['trending']> {
  return db
    .selectFrom('search_log')
    .select(['keyword', sql<number>`count(*)::int`.as('count')])
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${TRENDING_DAYS})`)
    .groupBy('keyword')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`max(created_at)`, 'desc')
    .orderBy('keyword')
    .limit(TRENDING_MAX)
    .execute();
}

/** The names of the categories and occasions with the most products on the shelf. */
export async function hotKeywords(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select n.name from search_terms t
    join (select name from categories union all select name from occasions) n on lower(n.name) = t.term
    where t.kind in ('category', 'occasion')
    order by t.products desc, n.name limit ${HOT_KEYWORDS_MAX}`.execute(db);
  return rows.map((r) => r.name);
}
