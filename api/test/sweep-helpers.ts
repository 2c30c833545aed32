/**
 * Helpers of the billing sweep tests (renewals, abandoned-checkouts): an api whose payment provider
 * the test holds, and readers of the renewal orders, charges and memberships.
 */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MemberInfo } from '@tote/contract/member';
import type { Db } from '../src/platform/db/schema.js';
import type { BillingDeps } from '../src/features/billing/deps.js';
import { addMonths } from '../src/features/member/dates.js';
import { LocalPaymentEmulator } from '../src/features/payments/emulator/emulator.js';
import { createApi } from '../src/server.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestDb } from './db.js';
import { data } from './http.js';
import { addCard, CARD_OK, checkout, readyShopper, type Shopper } from './member-helpers.js';

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

export interface SweepApi {
  app: FastifyInstance;
  db: Db;
  deps: BillingDeps;
  close: () => Promise<void>;
}

/** An api with the sweep's timer off, on a database of its own. */
export async function openSweepApi(): Promise<SweepApi> {
  const db = await openTestDb();
  // The test holds the provider the api uses, so its sweep passes run against the api's own events.
  const payments = new LocalPaymentEmulator(db, { production: false });
  const app = await createApi({ db, payments, limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  await app.ready();
  const deps = { db, payments, webOrigin: 'http://localhost:8080' };
  return {
    app,
    db,
    deps,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** `api()` gives the file's SweepApi once its beforeAll has run. */
export function sweepHelpers(api: () => SweepApi) {
  const member = async (s: Shopper): Promise<MemberInfo> =>
    data(await call<MemberInfo>(api().app, '/v1/member/query', {}, s.token));
  const renewalOrders = (userId: number) =>
    api()
      .db.selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('mode', '=', 'renewal')
      .orderBy('id')
      .execute();
  const chargesOfIntent = (id: string | null) =>
    id
      ? api().db.selectFrom('emulator_charges').select(['id', 'amount']).where('payment_intent_id', '=', id).execute()
      : Promise.resolve([]);
  const intentOf = (id: string) =>
    api().db.selectFrom('emulator_payment_intents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const membership = (userId: number) =>
    api().db.selectFrom('memberships').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

  /** A member on Classic ($89) whose billing date `ago` ms before now has come; their saved card is `card`. */
  async function dueMember(card = CARD_OK, ago = HOUR): Promise<{ s: Shopper; due: Date }> {
    const { app, db } = api();
    const s = await readyShopper(app);
    expect((await checkout(app, s.token, { mode: 'subscribe' })).status).toBe('success');
    if (card !== CARD_OK) await addCard(app, s.token, card);
    const due = new Date(Date.now() - ago);
    await db
      .updateTable('memberships')
      .set({ period_start: addMonths(due, -1), next_billing_at: due })
      .where('user_id', '=', s.userId)
      .execute();
    return { s, due };
  }

  return { member, renewalOrders, chargesOfIntent, intentOf, membership, dueMember };
}
