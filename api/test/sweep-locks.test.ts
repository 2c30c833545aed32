/**
 * Sweeps once across instances (db/locks.ts). On PostgreSQL each "instance" is a pool of its own on the
 * run's database, and a pass holding a sweep's lock keeps the other instance's pass of that sweep out.
 * On PGlite there is one instance: its passes always run.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BillingDeps } from '../src/features/billing/deps.js';
import { sweepBilling } from '../src/features/billing/sweep.js';
import { onceAcrossInstances, SweepLock } from '../src/platform/db/locks.js';
import type { Db } from '../src/platform/db/schema.js';
import { addMonths } from '../src/features/member/dates.js';
import { LocalPaymentEmulator } from '../src/features/payments/emulator/emulator.js';
import { createApi } from '../src/server.js';
import { RELAXED_LIMITS } from './accounts-helpers.js';
import { anotherPool } from './db.js';
import { openSweepApi, sweepHelpers, type SweepApi } from './sweep-helpers.js';

const postgres = inject('testDb').kind === 'postgres';

let api: SweepApi;
/** The second instance: another pool on PostgreSQL, the same Db on PGlite. */
let otherDb: Db;
let otherDeps: BillingDeps;
let closeOther: () => Promise<void>;
beforeAll(async () => {
  api = await openSweepApi();
  otherDb = postgres ? anotherPool(api.db) : api.db;
  const payments = new LocalPaymentEmulator(otherDb, { production: false });
  const other = await createApi({ db: otherDb, payments, limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  await other.ready();
  otherDeps = { db: otherDb, payments, webOrigin: api.deps.webOrigin };
  closeOther = async () => {
    await other.close();
    if (postgres) await otherDb.destroy();
  };
});
afterAll(async () => {
  await closeOther();
  await api.close();
});

const { renewalOrders, chargesOfIntent, membership, dueMember } = sweepHelpers(() => api);

describe('sweep locks', () => {
  it(
    postgres
      ? "a pass holding a sweep's lock keeps the other instance's pass of that sweep out, not of another sweep"
      : 'on PGlite (one instance) every pass runs',
    async () => {
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = onceAcrossInstances(api.db, SweepLock.billing, async () => {
        entered();
        await held;
        return 'first';
      });
      await inside;
      const second = await onceAcrossInstances(otherDb, SweepLock.billing, async () => 'second');
      const pauses = await onceAcrossInstances(otherDb, SweepLock.pauses, async () => 'pauses');
      release();
      expect(await first).toBe('first');
      expect(second).toBe(postgres ? undefined : 'second');
      expect(pauses).toBe('pauses');
      // Released after the pass: the other instance's next pass runs.
      expect(await onceAcrossInstances(otherDb, SweepLock.billing, async () => 'next')).toBe('next');
    },
  );

  it('a failed pass gives its lock back', async () => {
    await expect(
      onceAcrossInstances(api.db, SweepLock.pauses, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await onceAcrossInstances(otherDb, SweepLock.pauses, async () => 'ran')).toBe('ran');
  });

  it('both instances sweeping billing at once under the lock: a due renewal is charged once', async () => {
    const { s, due } = await dueMember();
    const now = new Date();
    const passes = await Promise.all(
      [api.deps, otherDeps, api.deps, otherDeps].map((deps) =>
        onceAcrossInstances(deps.db, SweepLock.billing, async () => {
          await sweepBilling(deps, now);
          return true;
        }),
      ),
    );
    expect(passes).toContain(true);
    const orders = await renewalOrders(s.userId);
    expect(orders.map((o) => [o.status, o.pay_status])).toEqual([['Delivered', 'success']]);
    expect(await chargesOfIntent(orders[0]!.payment_intent_id)).toHaveLength(1);
    expect(new Date((await membership(s.userId)).next_billing_at!).getTime()).toBe(addMonths(due, 1).getTime());
  });
});
