/**
 * A member's capsules (contract/capsules.ts): named collections inside the wishlist. Every query is
 * narrowed to the member's own rows, so another member's capsule is simply "not found".
 */
import { sql } from 'kysely';
import { ErrorCode } from '@tote/contract/codes';
import {
  CAPSULE_NAME_MAX,
  CAPSULE_NAME_LENGTH_MESSAGE,
  CAPSULE_NAME_TAKEN_MESSAGE,
  CAPSULE_PRODUCTS_FULL_MESSAGE,
  CAPSULE_PRODUCTS_MAX,
  CAPSULES_FULL_MESSAGE,
  CAPSULES_MAX,
  type Capsule,
} from '@tote/contract/capsules';
import type { Db } from '../../platform/db/schema.js';
import { ApiError, badRequest, notFound, offShelf } from '../../platform/http/errors.js';
import { loadCards, productRow } from '../catalog/index.js';

const COVERS = 4;
const iso = (d: Date | string): string => new Date(d).toISOString();

/** The trimmed name, or 40001 with the length rule. */
export function capsuleName(raw: string): string {
  const name = raw.trim();
  if (name.length < 1 || name.length > CAPSULE_NAME_MAX) throw badRequest(CAPSULE_NAME_LENGTH_MESSAGE);
  return name;
}

/** The on-shelf products of capsules, newest added first. */
export function capsuleProductIds(db: Db, capsuleIds: readonly number[]) {
  return db
    .selectFrom('capsule_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .select(['cp.capsule_id', 'p.id'])
    .where('cp.capsule_id', 'in', capsuleIds.length > 0 ? [...capsuleIds] : [0])
    .where('p.on_shelf', '=', true)
    .orderBy('cp.created_at', 'desc')
    .orderBy('p.id', 'desc');
}

async function capsulesOf(db: Db, userId: number, capsuleId?: number): Promise<Capsule[]> {
  let q = db.selectFrom('capsules').selectAll().where('user_id', '=', userId);
  if (capsuleId !== undefined) q = q.where('id', '=', capsuleId);
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const links = await capsuleProductIds(
    db,
    rows.map((r) => r.id),
  ).execute();
  const cards = new Map((await loadCards(db, [...new Set(links.map((l) => l.id))])).map((c) => [c.shopProductId, c]));
  return rows.map((r) => {
    const products = links.flatMap((l) => (l.capsule_id === r.id ? [cards.get(l.id)] : [])).filter((c) => !!c);
    return {
      capsuleId: r.id,
      name: r.name,
      createdAt: iso(r.created_at),
      products,
      coverImages: products.slice(0, COVERS).map((p) => p.cover),
    };
  });
}

export const listCapsules = (db: Db, userId: number): Promise<Capsule[]> => capsulesOf(db, userId);

/** The member's capsule, or 20003 for anyone else's, a deleted or an unknown one. */
export async function ownCapsule(db: Db, userId: number, capsuleId: number): Promise<Capsule> {
  const [capsule] = await capsulesOf(db, userId, capsuleId);
  if (!capsule) throw notFound(`Capsule ${capsuleId}`);
  return capsule;
}

async function assertOwn(db: Db, userId: number, capsuleId: number): Promise<void> {
  const row = await db
    .selectFrom('capsules')
    .select('id')
    .where('id', '=', capsuleId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(`Capsule ${capsuleId}`);
}

async function nameTaken(db: Db, userId: number, name: string, except = 0): Promise<boolean> {
  const row = await db
    .selectFrom('capsules')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .where('id', '!=', except)
    .executeTakeFirst();
  return !!row;
}

const isUniqueViolation = (e: unknown): boolean => (e as { code?: string } | null)?.code === '23505';

/** Runs a write that may break the unique-name index; a racing duplicate answers like a checked one. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw badRequest(CAPSULE_NAME_TAKEN_MESSAGE);
    throw e;
  }
}

export async function createCapsule(db: Db, userId: number, raw: string): Promise<Capsule> {
  const name = capsuleName(raw);
  const { n } = await db
    .selectFrom('capsules')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (n >= CAPSULES_MAX) throw badRequest(CAPSULES_FULL_MESSAGE);
  if (await nameTaken(db, userId, name)) throw badRequest(CAPSULE_NAME_TAKEN_MESSAGE);
  const row = await uniqueName(() =>
    db.insertInto('capsules').values({ user_id: userId, name }).returning('id').executeTakeFirstOrThrow(),
  );
  return ownCapsule(db, userId, row.id);
}

export async function renameCapsule(db: Db, userId: number, capsuleId: number, raw: string): Promise<Capsule> {
  const name = capsuleName(raw);
  await assertOwn(db, userId, capsuleId);
  if (await nameTaken(db, userId, name, capsuleId)) throw badRequest(CAPSULE_NAME_TAKEN_MESSAGE);
  await uniqueName(() =>
    db.updateTable('capsules').set({ name }).where('id', '=', capsuleId).where('user_id', '=', userId).execute(),
  );
  return ownCapsule(db, userId, capsuleId);
}

export async function deleteCapsule(db: Db, userId: number, capsuleId: number): Promise<void> {
  const r = await db
    .deleteFrom('capsules')
    .where('id', '=', capsuleId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (r.numDeletedRows === 0n) throw notFound(`Capsule ${capsuleId}`);
}

/** Adds an on-shelf product to the capsule and to the wishlist (once each). */
export async function addToCapsule(db: Db, userId: number, capsuleId: number, productId: number): Promise<Capsule> {
  await assertOwn(db, userId, capsuleId);
  const product = await productRow(db, productId);
  if (!product.on_shelf) throw offShelf();
  const { n } = await db
    .selectFrom('capsule_products')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('capsule_id', '=', capsuleId)
    .where('product_id', '!=', productId)
    .executeTakeFirstOrThrow();
  if (n >= CAPSULE_PRODUCTS_MAX) throw new ApiError(ErrorCode.BAD_REQUEST, CAPSULE_PRODUCTS_FULL_MESSAGE);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('capsule_products')
      .values({ capsule_id: capsuleId, product_id: productId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('wishlist_products')
      .values({ user_id: userId, product_id: productId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
  return ownCapsule(db, userId, capsuleId);
}

export async function removeFromCapsule(
  db: Db,
  userId: number,
  capsuleId: number,
  productId: number,
): Promise<Capsule> {
  await assertOwn(db, userId, capsuleId);
  await productRow(db, productId);
  await db
    .deleteFrom('capsule_products')
    .where('capsule_id', '=', capsuleId)
    .where('product_id', '=', productId)
    .execute();
  return ownCapsule(db, userId, capsuleId);
}
