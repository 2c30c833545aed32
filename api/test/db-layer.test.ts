import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/index.js';
import { migrateToLatest, pendingMigrations } from '../src/platform/db/migrate.js';
import { openTestDb } from './db.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.destroy());

const brandCount = async (d: Db = db) =>
  (
    await d
      .selectFrom('brands')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('database layer', () => {
  it('is migrated to the latest version; migrating again is a no-op', async () => {
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('tells the migrations not recorded yet, which migrateToLatest then runs', async () => {
    expect((await pendingMigrations(db)).pending).toEqual([]);
    let pending: string[] = [];
    const rolledBack = db.transaction().execute(async (trx) => {
      await sql`delete from kysely_migration where name = '026_popups'`.execute(trx);
      pending = (await pendingMigrations(trx as unknown as Db)).pending;
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(pending).toEqual(['026_popups']);
    expect((await pendingMigrations(db)).pending).toEqual([]);
  });

  it('rolls a failed transaction back, and queries running alongside never see its rows', async () => {
    const before = await brandCount();
    const tx = db.transaction().execute(async (trx) => {
      await trx.insertInto('brands').values({ slug: 'tmp-rollback', name: 'Tmp', description: '' }).execute();
      expect(await brandCount(trx as unknown as Db)).toBe(before + 1);
      await new Promise((r) => setTimeout(r, 50));
      throw new Error('roll back');
    });
    const outside = brandCount(); // issued while the transaction is open
    await expect(tx).rejects.toThrow('roll back');
    expect(await outside).toBe(before);
    expect(await brandCount()).toBe(before);
  });

  it('runs many queries at once without mixing up their results', async () => {
    const ids = [10001, 10002, 10003, 10004, 10005, 10006, 10007, 10008];
    const rows = await Promise.all(
      ids.map((id) => db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirstOrThrow()),
    );
    expect(rows.map((r) => r.id)).toEqual(ids);
  });

  it('returns integers, booleans, dates and jsonb as JS values on both engines', async () => {
    const p = await db
      .selectFrom('products')
      .select(['id', 'price_cents', 'on_shelf', 'created_at', 'details'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(typeof p.id).toBe('number');
    expect(typeof p.price_cents).toBe('number');
    expect(typeof p.on_shelf).toBe('boolean');
    expect(p.created_at).toBeInstanceOf(Date);
    expect(Array.isArray(p.details)).toBe(true);
  });
});
