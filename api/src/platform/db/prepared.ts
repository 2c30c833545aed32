/**
 * Named prepared statements on a PostgreSQL server: each connection of the pool parses and plans a statement once
 * and then only binds and runs it (PostgreSQL moves to a generic plan when custom plans stop paying). Planning is
 * most of what the server spends on the api's short queries: the product-card batch plans in ~1.4 ms and runs in
 * ~0.2 ms. The name is a hash of the text, so one text is one statement on every connection.
 *
 * Not every statement: a text must stay among a bounded set (at most MAX_PARAMETERS parameters: a list bound as one
 * `in ($1, …)` per length would make a statement per length), and none selecting `*`: a prepared statement whose
 * result columns a migration changed fails ("cached plan must not change result type"), so while another instance
 * migrates, an old instance's `select *` must be planned afresh. Transaction control and DDL are never named.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

const MAX_PARAMETERS = 16;
/** Statements named per connection at most; past that, new texts run unnamed (PostgreSQL keeps each plan). */
const MAX_PER_CONNECTION = 500;

/** Whether a statement may be prepared under a name (see above). */
export function isPreparable(text: string, parameterCount: number): boolean {
  if (parameterCount > MAX_PARAMETERS) return false;
  if (!/^\s*(select|insert|update|delete|with)\b/i.test(text)) return false;
  return !text.replace(/count\(\*\)/gi, '').includes('*');
}

export function statementName(text: string): string {
  return `t${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

/** Texts whose name (or null: run unnamed) is known, shared by every connection; bounded like the statements. */
const known = new Map<string, string | null>();
const MAX_KNOWN = 2 * MAX_PER_CONNECTION;

/**
 * The statement name of a text, or null when it runs unnamed. Remembered per text: hashing and testing the text
 * on every query was ~1.5 % of the api's CPU on the product routes (the texts repeat; a request's are 1–3).
 */
export function nameOf(text: string, parameterCount: number): string | null {
  if (parameterCount > MAX_PARAMETERS) return null;
  const seen = known.get(text);
  if (seen !== undefined) return seen;
  const name = isPreparable(text, parameterCount) ? statementName(text) : null;
  if (known.size < MAX_KNOWN) known.set(text, name);
  return name;
}

type QueryFn = (...args: unknown[]) => unknown;

/** Names the preparable statements of every connection the pool opens. */
export function prepareStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    const named = new Set<string>();
    (client as unknown as { query: QueryFn }).query = (config: unknown, values?: unknown, ...rest: unknown[]) => {
      const name = typeof config === 'string' && Array.isArray(values) ? nameOf(config, values.length) : null;
      if (name === null) return query(config, values, ...rest);
      if (!named.has(name)) {
        if (named.size >= MAX_PER_CONNECTION) return query(config, values, ...rest);
        named.add(name);
      }
      return query({ text: config, values, name }, ...rest);
    };
  });
}
