/**
 * The minibot: the product page's small helper. It speaks up on its own, in the conversation, as sender
 * `minibot`, when a behavior event (/ai/minibot_agent/behavior) shows interest: the second view of the same
 * product page (view_pdp) — a shopper coming back to a piece. It says so once per product, with a
 * chat_with_ai button (value: the product id) that opens the full assistant, which carries on as `assistant`
 * with pieces like it (actions.ts).
 */
import { randomUUID } from 'node:crypto';
import type { AiBehaviorParams, AiChatMessage } from '@tote/contract/assistant';
import type { Db } from '../../platform/db/schema.js';
import { el, MINIBOT } from './compose.js';
import * as store from './store.js';

/** The view of a product that makes the minibot speak up (only this one: once per product). */
export const MINIBOT_VIEW = 2;

export async function minibotAfter(
  db: Db,
  owner: store.Owner,
  data: Pick<AiBehaviorParams['data'], 'event_type' | 'shop_product_id'>,
): Promise<AiChatMessage | null> {
  const id = data.shop_product_id;
  if (data.event_type !== 'view_pdp' || id === undefined) return null;
  if ((await store.viewsOf(db, owner, id)) !== MINIBOT_VIEW) return null;
  const product = await db.selectFrom('products').select('title').where('id', '=', id).executeTakeFirst();
  if (!product) return null;
  const message: AiChatMessage = {
    messageId: randomUUID(),
    event: 'chat_message',
    kind: 'chat_reply',
    user: MINIBOT,
    messages: [
      el.text(`Back for ${product.title}? I can find pieces like it in your size, or build a look around it.`),
      el.action('Chat with AI', 'chat_with_ai', { value: String(id) }),
    ],
    processingData: null,
    done: true,
    createdAt: new Date().toISOString(),
  };
  await store.saveMessage(db, owner, message);
  return message;
}
