/**
 * The shares table: making a link for one of the user's resources, finding one for /share/info, and
 * revoking one (contract/share.ts). A shareId is 128 random bits, base64url: unguessable.
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@tote/contract/codes';
import {
  SHARE_EXPIRED_MESSAGE,
  SHARE_NOT_SHAREABLE_MESSAGE,
  SHARE_OVERDUE_MESSAGE,
  type ShareLink,
  type ShareResourceType,
} from '@tote/contract/share';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import { ApiError, notFound } from '../../platform/http/errors.js';
import { loadOrder } from '../billing/index.js';
import type { ShareSettings } from './settings.js';
import type { ShareTable } from './tables.js';

export type ShareRow = Selectable<ShareTable>;

export interface ShareDeps {
  db: Db;
  settings: ShareSettings;
  webOrigin: string;
}

export const shareExpired = (): ApiError => new ApiError(ErrorCode.SHARE_EXPIRED, SHARE_EXPIRED_MESSAGE, 'redirect');
export const shareOverdue = (message = SHARE_OVERDUE_MESSAGE): ApiError =>
  new ApiError(ErrorCode.SHARE_OVERDUE, message, 'redirect');

const iso = (d: Date | string): string => new Date(d).toISOString();

export function shareLink(deps: ShareDeps, row: ShareRow): ShareLink {
  return {
    shareId: row.id,
    resourceType: row.resource_type as ShareResourceType,
    resourceId: row.resource_id,
    url: `${deps.webOrigin}/share/${row.resource_type}/${row.id}`,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
  };
}

/** Placed (paid or free), not cancelled, with at least one rented or bought item. */
async function assertShareable(db: Db, order: { id: number; status: string; pay_status: string }): Promise<void> {
  const placed = (order.pay_status === 'success' || order.pay_status === 'free') && order.status !== 'Cancelled';
  const item = placed
    ? await db
        .selectFrom('order_items')
        .select('id')
        .where('order_id', '=', order.id)
        .where('type', '!=', 'subscription')
        .executeTakeFirst()
    : undefined;
  if (!item) throw new ApiError(ErrorCode.SHARE_OVERDUE, SHARE_NOT_SHAREABLE_MESSAGE);
}

/** The user's current link to the resource while it has more than half its lifetime left, else a new one. */
export async function currentOrNewShare(
  deps: ShareDeps,
  userId: number,
  resourceType: ShareResourceType,
  resourceId: number,
): Promise<ShareRow> {
  const { db, settings } = deps;
  const now = settings.now().getTime();
  const current = await db
    .selectFrom('shares')
    .selectAll()
    .where('user_id', '=', userId)
    .where('resource_type', '=', resourceType)
    .where('resource_id', '=', resourceId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now + settings.ttlMs / 2))
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
  if (current) return current;
  return db
    .insertInto('shares')
    .values({
      id: randomBytes(16).toString('base64url'),
      user_id: userId,
      resource_type: resourceType,
      resource_id: resourceId,
      created_at: new Date(now),
      expires_at: new Date(now + settings.ttlMs),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A link to the user's order (placed, with items). */
export async function generateOrderShare(deps: ShareDeps, userId: number, orderId: number): Promise<ShareRow> {
  await assertShareable(deps.db, await loadOrder(deps.db, userId, orderId));
  return currentOrNewShare(deps, userId, 'order', orderId);
}

/** A live share: 20003 unknown, 22001 expired, 22002 revoked or its owner deleted. */
export async function liveShare(deps: ShareDeps, shareId: string): Promise<ShareRow> {
  const row = await deps.db.selectFrom('shares').selectAll().where('id', '=', shareId).executeTakeFirst();
  if (!row) throw notFound('Share');
  if (row.revoked_at || row.user_id === null) throw shareOverdue();
  if (new Date(row.expires_at).getTime() <= deps.settings.now().getTime()) throw shareExpired();
  return row;
}

/** Revokes the user's own share (20003 for anyone else's); revoking twice keeps the first time. */
export async function revokeShare(deps: ShareDeps, userId: number, shareId: string): Promise<ShareRow> {
  const row = await deps.db
    .updateTable('shares')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(deps.settings.now())) }))
    .where('id', '=', shareId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('Share');
  return row;
}
