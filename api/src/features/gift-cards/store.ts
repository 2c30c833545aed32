/** Gift cards: issuing one, a shopper's cards and balance, redeeming a code (contract/gift-cards.ts). */
import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import {
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARDS_LISTED,
  GiftCardMessages,
  normalizeGiftCardCode,
  type GiftCard,
  type GiftCardBalance,
  type GiftCardRedeemed,
} from '@tote/contract/gift-cards';
import type { Database, Db } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/errors.js';
import { ErrorCode } from '@tote/contract/codes';
import { sha256 } from '../auth/index.js';
import { money } from '../catalog/index.js';
import type { GiftCardTable } from './tables.js';

const CARD_COLUMNS = ['last4', 'amount_cents', 'balance_cents', 'expires_at', 'redeemed_at'] as const;
type CardRow = Pick<Selectable<GiftCardTable>, (typeof CARD_COLUMNS)[number]>;

const unexpired = (now: Date) => (eb: ExpressionBuilder<Database, 'gift_cards'>) =>
  eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]);

const isExpired = (expiresAt: Date | null, now: Date): boolean => expiresAt !== null && expiresAt <= now;

function cardOf(row: CardRow, now: Date): GiftCard {
  return {
    last4: row.last4,
    amount: money(row.amount_cents),
    balance: money(row.balance_cents),
    currency: 'USD',
    expiresAt: row.expires_at?.toISOString() ?? null,
    redeemedAt: (row.redeemed_at ?? now).toISOString(),
    expired: isExpired(row.expires_at, now),
  };
}

/** A random code of the issuing alphabet: 32 characters, so each random byte maps to one without bias. */
export function newGiftCardCode(): string {
  return Array.from(randomBytes(GIFT_CARD_CODE_LENGTH), (b) => GIFT_CARD_CODE_ALPHABET[b % 32]).join('');
}

export interface NewGiftCard {
  /** As typed or printed; stored normalised, as its hash. */
  code: string;
  amountCents: number;
  expiresAt: Date | null;
}

/** Stores a card that nobody has redeemed yet; false when its code exists already (the card is left alone). */
export async function issueGiftCard(db: Db, card: NewGiftCard): Promise<boolean> {
  const code = normalizeGiftCardCode(card.code);
  const inserted = await db
    .insertInto('gift_cards')
    .values({
      code_hash: sha256(code),
      last4: code.slice(-4),
      amount_cents: card.amountCents,
      balance_cents: card.amountCents,
      expires_at: card.expiresAt,
    })
    .onConflict((oc) => oc.column('code_hash').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The shopper's redeemed cards, newest first, and their balance: what is left on the cards not expired. */
export async function giftCardBalance(db: Db, userId: number, now = new Date()): Promise<GiftCardBalance> {
  const mine = db.selectFrom('gift_cards').where('redeemed_by', '=', userId);
  const [rows, total] = await Promise.all([
    mine.select(CARD_COLUMNS).orderBy('redeemed_at', 'desc').orderBy('id', 'desc').limit(GIFT_CARDS_LISTED).execute(),
    mine
      .where(unexpired(now))
      .select(sql<number>`coalesce(sum(balance_cents), 0)::int`.as('cents'))
      .executeTakeFirstOrThrow(),
  ]);
  return { balance: money(total.cents), currency: 'USD', cards: rows.map((r) => cardOf(r, now)) };
}

/** Why a code could not be redeemed, checked after the redeem found nothing to take. */
async function refusal(db: Db, codeHash: string, now: Date): Promise<ApiError> {
  const card = await db
    .selectFrom('gift_cards')
    .select(['redeemed_at', 'expires_at'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  if (!card) return new ApiError(ErrorCode.GIFT_CARD_UNKNOWN, GiftCardMessages.unknown);
  if (card.redeemed_at === null && isExpired(card.expires_at, now))
    return new ApiError(ErrorCode.GIFT_CARD_EXPIRED, GiftCardMessages.expired);
  return new ApiError(ErrorCode.GIFT_CARD_REDEEMED, GiftCardMessages.alreadyRedeemed);
}

/**
 * Redeems a normalised code for the shopper. One UPDATE takes the card only while nobody has: of two racing
 * redeems, PostgreSQL lets the second re-check `redeemed_at is null` once the first committed, so it finds
 * nothing and is refused.
 */
export async function redeemGiftCard(
  db: Db,
  userId: number,
  code: string,
  now = new Date(),
): Promise<GiftCardRedeemed> {
  const codeHash = sha256(code);
  const taken = await db
    .updateTable('gift_cards')
    .set({ redeemed_by: userId, redeemed_at: now })
    .where('code_hash', '=', codeHash)
    .where('redeemed_at', 'is', null)
    .where(unexpired(now))
    .returning(CARD_COLUMNS)
    .executeTakeFirst();
  if (!taken) throw await refusal(db, codeHash, now);
  return { card: cardOf(taken, now), balance: await giftCardBalance(db, userId, now) };
}
