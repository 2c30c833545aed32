/** Membership plans (seeded by migration 006): monthly price and rental slots. */
import type { Selectable } from 'kysely';
import type { Plan } from '@tote/contract/member';
import type { Db } from '../../platform/db/schema.js';
import { money } from '../catalog/index.js';
import { notFound } from '../../platform/http/errors.js';
import type { PlanTable } from './tables.js';

export type PlanRow = Selectable<PlanTable>;

export function planView(p: PlanRow): Plan {
  return {
    planId: p.id,
    code: p.code,
    name: p.name,
    monthlyPrice: money(p.monthly_price_cents),
    currency: 'USD',
    toteUpperLimit: p.tote_upper_limit,
    rentalSlots: p.rental_slots,
    description: p.description,
    features: p.features,
    isDefault: p.is_default,
  };
}

export function listPlans(db: Db): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().where('active', '=', true).orderBy('position').orderBy('id').execute();
}

export async function planById(db: Db, id: number): Promise<PlanRow> {
  const p = await db.selectFrom('plans').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
  if (!p) throw notFound(`Plan ${id}`);
  return p;
}

export async function defaultPlan(db: Db): Promise<PlanRow> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('active', '=', true)
    .orderBy('is_default', 'desc')
    .orderBy('position')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** The plan of a member who has no membership row yet (accounts made Subscribed directly): by rental slots. */
export async function planForLimit(db: Db, toteUpperLimit: number): Promise<PlanRow> {
  const p = await db
    .selectFrom('plans')
    .selectAll()
    .where('active', '=', true)
    .where('tote_upper_limit', '=', toteUpperLimit)
    .orderBy('position')
    .executeTakeFirst();
  return p ?? defaultPlan(db);
}
