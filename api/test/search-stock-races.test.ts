/**
 * Stock changes racing on the search's sizes in stock (migration 012's triggers on skus): no lost
 * update, no deadlock. On PGlite the transactions run one after the other (one connection); on
 * PostgreSQL (DATABASE_URL) they really overlap.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../src/platform/db/schema.js';
import { RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { checkoutHelpers } from './checkout-helpers.js';
import { create, readyShopper } from './member-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

const { addToTote } = checkoutHelpers(() => t);
const concurrent = inject('testDb').kind === 'postgres';

async function waitUntil(what: string, check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const sizesInStock = async (productId: number) =>
  (
    await t.db
      .selectFrom('product_search')
      .select('sizes_in_stock')
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow()
  ).sizes_in_stock.sort();

/** On-shelf products from the last, each with one of its SKUs (its color and size). */
async function lastProducts(db: Db, n: number, offset: number) {
  const { rows } = await sql<{ product_id: number; color_id: number; size_label: string; size_position: number }>`
    select distinct on (s.product_id) s.product_id, s.color_id, s.size_label, s.size_position
      from skus s join products p on p.id = s.product_id
     where p.on_shelf order by s.product_id desc, s.id limit ${n} offset ${offset}`.execute(db);
  return rows;
}

/** Locks SKU rows in a transaction of their own until release(); waiting() counts the sessions it blocks. */
async function holdRows(ids: number[]) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let holder!: (pid: number) => void;
  const pid = new Promise<number>((r) => (holder = r));
  const done = t.db.transaction().execute(async (trx) => {
    await trx.selectFrom('skus').select('id').where('id', 'in', ids).forUpdate().execute();
    holder((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid);
    await released;
  });
  const holderPid = await pid;
  return {
    waiting: async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where ${holderPid}::int = any (pg_blocking_pids(pid))`.execute(t.db)
      ).rows[0]!.n,
    release: async () => {
      release();
      await done;
    },
  };
}

describe('stock changes and the search', () => {
  it('two transactions taking the last stock of two sizes of one product leave it with none in stock', async () => {
    const [p] = await lastProducts(t.db, 1, 0);
    const skus = await t.db
      .selectFrom('skus')
      .select(['id', 'size_label', 'stock'])
      .where('product_id', '=', p!.product_id)
      .orderBy('id')
      .execute();
    const a = skus[0]!;
    const b = skus.find((s) => s.size_label !== a.size_label)!;
    try {
      await t.db.updateTable('skus').set({ stock: 0 }).where('product_id', '=', p!.product_id).execute();
      await t.db.updateTable('skus').set({ stock: 1 }).where('id', 'in', [a.id, b.id]).execute();
      expect(await sizesInStock(p!.product_id)).toEqual([a.size_label, b.size_label].sort());

      const tag = `search-race-${process.pid}`;
      const first = t.db.transaction().execute(async (trx) => {
        await trx.updateTable('skus').set({ stock: 0 }).where('id', '=', a.id).execute();
        const second = t.db.transaction().execute(async (trx2) => {
          await sql`select set_config('application_name', ${tag}, true)`.execute(trx2);
          await trx2.updateTable('skus').set({ stock: 0 }).where('id', '=', b.id).execute();
        });
        // The second waits for the first's lock on the product's search row, then reads its stock.
        if (concurrent)
          await waitUntil('the second transaction waits for a lock', async () => {
            const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
              where application_name = ${tag} and wait_event_type = 'Lock'`.execute(t.db);
            return rows[0]!.n > 0;
          });
        return { second };
      });
      await (
        await first
      ).second;
      expect(await sizesInStock(p!.product_id)).toEqual([]);
    } finally {
      for (const s of skus) await t.db.updateTable('skus').set({ stock: s.stock }).where('id', '=', s.id).execute();
    }
    expect(await sizesInStock(p!.product_id)).not.toEqual([]);
  });

  it('two orders taking the last stock of two products, in opposite orders, both go through', async () => {
    for (let round = 0; round < 3; round++) {
      const [first, second] = await lastProducts(t.db, 2, 1 + 2 * round);
      // SKU ids against product order: x2 (second product) comes before x3 (first product).
      const code = (i: number) => `RACE-${process.pid}-${Date.now().toString(36)}-${round}-${i}`;
      const made: { id: number; code: string }[] = [];
      for (const [i, p] of [first!, second!, first!, second!].entries())
        made.push(
          await t.db
            .insertInto('skus')
            .values({
              code: code(i),
              product_id: p.product_id,
              color_id: p.color_id,
              size_label: p.size_label,
              size_position: p.size_position,
              stock: 1,
            })
            .returning(['id', 'code'])
            .executeTakeFirstOrThrow(),
        );
      const [x1, x2, x3, x4] = made;
      const [s1, s2] = [await readyShopper(t.app), await readyShopper(t.app)];
      await addToTote(s1, 'purchase', x1!.code);
      await addToTote(s1, 'purchase', x4!.code);
      await addToTote(s2, 'purchase', x2!.code);
      await addToTote(s2, 'purchase', x3!.code);
      // Both orders wait for the SKUs, then take them at the same time.
      const held = concurrent ? await holdRows(made.map((x) => x.id)) : null;
      const orders = Promise.all([s1, s2].map((s) => create(t.app, s.token, { mode: 'purchase-only' })));
      if (held) {
        await waitUntil('both orders wait for the SKUs', async () => (await held.waiting()) >= 2);
        await held.release();
      }
      for (const o of await orders) expect(o.body).toMatchObject({ code: 0 });
      const left = await t.db
        .selectFrom('skus')
        .select('stock')
        .where('id', 'in', [x1!.id, x2!.id, x3!.id, x4!.id])
        .execute();
      expect(left.map((s) => s.stock)).toEqual([0, 0, 0, 0]);
    }
  });
});
