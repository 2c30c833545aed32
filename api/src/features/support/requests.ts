/**
 * /support/request (contract/support.ts): checks the order is the user's, keeps a per-user hourly
 * limit, stores the request, then mails the support inbox and the member.
 */
import { ErrorCode } from '@tote/contract/codes';
import {
  SUPPORT_REQUESTS_PER_HOUR,
  SupportMessages,
  supportRequestNumber,
  type SupportRequestCreated,
  type SupportTopic,
} from '@tote/contract/support';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../auth/index.js';
import type { Db } from '../../platform/db/schema.js';
import { ApiError, notFound } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import { supportConfirmationMail, supportInboxMail } from './mails.js';

export interface SupportDeps {
  db: Db;
  mailer: Mailer;
  /** Where requests are mailed (SUPPORT_EMAIL). */
  inbox: string;
  webOrigin: string;
}

export interface SupportInput {
  orderId?: number | undefined;
  topic: SupportTopic;
  message: string;
}

const HOUR_MS = 60 * 60 * 1000;

async function assertOwnOrder(db: Db, userId: number, orderId: number): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw notFound(`Order ${orderId}`);
}

async function assertUnderLimit(db: Db, userId: number): Promise<void> {
  const { count } = await db
    .selectFrom('support_requests')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(Date.now() - HOUR_MS))
    .executeTakeFirstOrThrow();
  if (Number(count) >= SUPPORT_REQUESTS_PER_HOUR)
    throw new ApiError(ErrorCode.TOO_MANY_REQUESTS, SupportMessages.tooMany);
}

export async function createSupportRequest(
  deps: SupportDeps,
  user: UserRow,
  input: SupportInput,
  log: FastifyBaseLogger,
): Promise<SupportRequestCreated> {
  const { db } = deps;
  if (input.orderId !== undefined) await assertOwnOrder(db, user.id, input.orderId);
  await assertUnderLimit(db, user.id);
  const row = await db
    .insertInto('support_requests')
    .values({
      user_id: user.id,
      order_id: input.orderId ?? null,
      topic: input.topic,
      message: input.message,
      email: user.email,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const created: SupportRequestCreated = {
    requestId: row.id,
    number: supportRequestNumber(row.id),
    orderId: row.order_id,
    topic: input.topic,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
  };
  // The request is stored: a mail that fails is logged (customer care sees the row), not a failure.
  const mails = [
    supportInboxMail(deps.inbox, created, user, input.message, deps.webOrigin),
    supportConfirmationMail(created, user.name, input.message),
  ];
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      log.error({ err, request: created.number }, 'support request mail failed');
    }
  }
  return created;
}
