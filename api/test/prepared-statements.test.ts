/**
 * Named prepared statements on PostgreSQL (db/prepared.ts): which texts are named, and on a server connection that
 * a named statement is prepared once and answers again after its table changed. PGlite runs every statement
 * unnamed (the checks on a server are skipped there).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isPreparable, nameOf, statementName } from '../src/platform/db/prepared.js';
import type { Db } from '../src/platform/db/schema.js';
import { openTestDb } from './db.js';
import { resolveToken } from '../src/features/auth/session.js';
import { activePops } from '../src/features/popups/store.js';

const target = inject('testDb');

describe('isPreparable', () => {
  it('names reads and writes with explicit columns and a bounded number of parameters', () => {
    expect(isPreparable('select "id", "code" from "categories" where "code" = $1', 1)).toBe(true);
    expect(isPreparable('  with x as (select 1) select count(*)::int as n from x', 0)).toBe(true);
    expect(isPreparable('insert into "t" ("a") values ($1) returning "id"', 1)).toBe(true);
    expect(isPreparable('update "t" set "a" = $1 where "id" = $2', 2)).toBe(true);
    expect(isPreparable('delete from "t" where "id" = any($1::int[])', 1)).toBe(true);
  });

  it('runs unnamed what selects *, what has more than 16 parameters, transaction control and DDL', () => {
    expect(isPreparable('select * from "memberships" where "user_id" = $1', 1)).toBe(false);
    expect(isPreparable('select "u".*, "s"."id" from "sessions" as "s" join "users" as "u" on true', 0)).toBe(false);
    expect(isPreparable('insert into "t" ("a") values ($1) returning *', 1)).toBe(false);
    const many = Array.from({ length: 17 }, (_, i) => `$${i + 1}`).join(', ');
    expect(isPreparable(`select "id" from "t" where "id" in (${many})`, 17)).toBe(false);
    for (const text of ['begin', 'commit', 'set local lock_timeout = 1000', 'alter table "t" add column "b" int'])
      expect(isPreparable(text, 0)).toBe(false);
  });

  it('one text is one name', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
    expect(statementName('select 1')).toMatch(/^t[\w-]{20}$/);
  });

  it('nameOf gives a preparable text its name, the same on every call, and null to what runs unnamed', () => {
    const text = 'select "id" from "categories" where "code" = $1';
    expect(nameOf(text, 1)).toBe(statementName(text));
    expect(nameOf(text, 1)).toBe(statementName(text));
    expect(nameOf('select * from "t" where "id" = $1', 1)).toBeNull();
    expect(nameOf('select * from "t" where "id" = $1', 1)).toBeNull();
    expect(nameOf('begin', 0)).toBeNull();
  });
});

describe.runIf(target.kind === 'postgres')('on a PostgreSQL server', () => {
  let db: Db;
  const prepared = async () =>
    (
      await sql<{ statement: string }>`select statement from pg_prepared_statements order by prepare_time`.execute(db)
    ).rows.map((r) => r.statement);

  beforeAll(async () => {
    if (target.kind !== 'postgres') return;
    db = await openTestDb({ max: 1 });
    await sql`create table prepared_probe (id int primary key, a text)`.execute(db);
    await sql`insert into prepared_probe values (1, 'one'), (2, 'two')`.execute(db);
  });
  afterAll(() => db.destroy());

  it('prepares a statement once per connection and runs it again by name; select * stays unnamed', async () => {
    const read = async (id: number) => (await sql`select a from prepared_probe where id = ${id}`.execute(db)).rows;
    expect(await read(1)).toEqual([{ a: 'one' }]);
    expect(await read(2)).toEqual([{ a: 'two' }]);
    expect((await sql`select * from prepared_probe where id = ${1}`.execute(db)).rows).toEqual([{ id: 1, a: 'one' }]);
    const statements = (await prepared()).filter((s) => s.startsWith('select') && s.includes('prepared_probe'));
    expect(statements).toEqual(['select a from prepared_probe where id = $1']);
  });

  it('plans a named statement once, generically, with the settings of every connection', async () => {
    const setting = async (name: string) =>
      (await sql<{ v: string }>`select current_setting(${name}) as v`.execute(db)).rows[0]!.v;
    expect(await setting('plan_cache_mode')).toBe('force_generic_plan');
    expect(await setting('random_page_cost')).toBe('1.1');
    const read = async (id: number) => (await sql`select a from prepared_probe where id = ${id}`.execute(db)).rows;
    for (const id of [1, 2, 1]) await read(id);
    const plans = await sql<{ generic_plans: string; custom_plans: string }>`
      select generic_plans, custom_plans from pg_prepared_statements
      where statement = 'select a from prepared_probe where id = $1'`.execute(db);
    expect(plans.rows[0]).toMatchObject({ custom_plans: '0' });
  });

  it('a named statement answers after its table gained a column (the server plans it again)', async () => {
    const read = async () => (await sql`select a from prepared_probe where id = ${1}`.execute(db)).rows;
    expect(await read()).toEqual([{ a: 'one' }]);
    await sql`alter table prepared_probe add column b int`.execute(db);
    expect(await read()).toEqual([{ a: 'one' }]);
  });

  it('names what runs on every request: the session lookup and the pop-ups of /app/init', async () => {
    await resolveToken(db, 'not-a-session-token');
    await activePops(db, ['all', 'guest']);
    const names = await prepared();
    expect(names.some((s) => s.includes('from "sessions" as "s" inner join "users" as "u"'))).toBe(true);
    expect(names.some((s) => s.includes('from "popups"'))).toBe(true);
  });

  it('queries queued on one connection each get their answer; one failing leaves the connection usable', async () => {
    // One connection (max: 1): the statements queue behind each other; a division by zero fails at execution of
    // the named statement, after it was parsed.
    const divide = (by: number) => sql<{ q: number }>`select 12 / ${by}::int as q`.execute(db);
    const answers = await Promise.allSettled([1, 2, 0, 3, 0, 4, 6].map(divide));
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.rows[0]?.q : 'failed'))).toEqual([
      12,
      6,
      'failed',
      4,
      'failed',
      3,
      2,
    ]);
    const failure = answers.find((a) => a.status === 'rejected');
    expect(String((failure as PromiseRejectedResult).reason)).toMatch(/division by zero/);
    expect((await divide(12)).rows).toEqual([{ q: 1 }]);
    expect(await prepared()).toContain('select 12 / $1::int as q');
  });
});
