/**
 * The assistant's memory per owner — a signed-in shopper ('user:<id>') or a guest's device
 * ('device:<id>'): finished messages, what was asked, and behavior events.
 */
import { sql } from 'kysely';
import type { AiAskedHistory, AiBehaviorParams, AiChatMessage, AiReplyKind } from '@tote/contract/assistant';
import type { Db } from '../../platform/db/schema.js';
import type { RequestContext } from '../../platform/http/context.js';
import { badRequest } from '../../platform/http/errors.js';
import { requireUser } from '../auth/index.js';
import { ASSISTANT, MINIBOT, SHOPPER } from './compose.js';

export interface Owner {
  key: string;
  userId: number | null;
}

/**
 * Whose conversation this is: the session's user; a guest's device id. A token that is no longer
 * good is refused as elsewhere (40000 / 60005) rather than quietly treated as a guest.
 */
export function ownerOf(ctx: RequestContext): Owner {
  if (ctx.authToken) {
    const { user } = requireUser(ctx);
    return { key: `user:${user.id}`, userId: user.id };
  }
  if (!ctx.deviceId) throw badRequest('Missing header x-device-id: a guest chats from a device');
  return { key: `device:${ctx.deviceId.slice(0, 200)}`, userId: null };
}

export const ASKED_MAX = 20;
const iso = (d: Date | string): string => new Date(d).toISOString();

export async function saveMessage(db: Db, owner: Owner, m: AiChatMessage): Promise<void> {
  await db
    .insertInto('ai_messages')
    .values({
      id: m.messageId,
      owner: owner.key,
      user_id: owner.userId,
      role: m.user.role,
      kind: m.kind,
      elements: JSON.stringify(m.messages),
      created_at: m.createdAt,
    })
    .execute();
}

type MessageRow = { id: string; role: string; kind: string; elements: AiChatMessage['messages']; created_at: Date };

function messageOf(r: MessageRow): AiChatMessage {
  return {
    messageId: r.id,
    event: 'chat_message',
    kind: r.kind as AiReplyKind,
    user: r.role === 'user' ? SHOPPER : r.role === 'minibot' ? MINIBOT : ASSISTANT,
    messages: r.elements,
    processingData: null,
    done: true,
    createdAt: iso(r.created_at),
  };
}

/** Up to `pageSize` finished messages before message `before` (or the newest), oldest first. */
export async function readHistory(
  db: Db,
  owner: Owner,
  pageSize: number,
  before?: string,
): Promise<{ list: AiChatMessage[]; hasMore: boolean }> {
  let q = db
    .selectFrom('ai_messages')
    .select(['id', 'role', 'kind', 'elements', 'created_at'])
    .where('owner', '=', owner.key);
  if (before) {
    const anchor = db.selectFrom('ai_messages').select('seq').where('id', '=', before).where('owner', '=', owner.key);
    q = q.where('seq', '<', anchor);
  }
  const rows = await q
    .orderBy('seq', 'desc')
    .limit(pageSize + 1)
    .execute();
  return { list: rows.slice(0, pageSize).reverse().map(messageOf), hasMore: rows.length > pageSize };
}

export async function clearHistory(db: Db, owner: Owner): Promise<void> {
  await db.deleteFrom('ai_messages').where('owner', '=', owner.key).execute();
}

export async function recordAsked(db: Db, owner: Owner, text: string): Promise<void> {
  await db.insertInto('ai_asked').values({ owner: owner.key, user_id: owner.userId, text }).execute();
}

/** What the shopper asked, newest first, each text once. */
export async function readAsked(db: Db, owner: Owner): Promise<AiAskedHistory> {
  const { rows } = await sql<{ text: string; asked_at: Date }>`
    select text, max(asked_at) as asked_at, max(id) as last
      from ai_asked where owner = ${owner.key}
     group by text order by last desc limit ${ASKED_MAX}`.execute(db);
  return { list: rows.map((r) => ({ text: r.text, askedAt: iso(r.asked_at) })) };
}

export async function clearAsked(db: Db, owner: Owner): Promise<void> {
  await db.deleteFrom('ai_asked').where('owner', '=', owner.key).execute();
}

export async function recordBehavior(
  db: Db,
  owner: Owner,
  data: Pick<AiBehaviorParams['data'], 'event_type' | 'shop_product_id' | 'color_id'>,
): Promise<void> {
  await db
    .insertInto('ai_behaviors')
    .values({
      owner: owner.key,
      user_id: owner.userId,
      event_type: data.event_type,
      shop_product_id: data.shop_product_id ?? null,
      color_id: data.color_id ?? null,
    })
    .execute();
}

/** How many view_pdp events the owner has of this product. */
export async function viewsOf(db: Db, owner: Owner, productId: number): Promise<number> {
  const { n } = await db
    .selectFrom('ai_behaviors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner', '=', owner.key)
    .where('event_type', '=', 'view_pdp')
    .where('shop_product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The product of the owner's last view_pdp event, if any. */
export async function lastViewedProduct(db: Db, owner: Owner): Promise<number | null> {
  const row = await db
    .selectFrom('ai_behaviors')
    .select('shop_product_id')
    .where('owner', '=', owner.key)
    .where('event_type', '=', 'view_pdp')
    .where('shop_product_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.shop_product_id ?? null;
}
