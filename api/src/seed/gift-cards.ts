/**
 * Demo gift cards (README "Demo accounts"): three to redeem, one expired, and one the demo member has redeemed,
 * so their account overview shows a balance. Seeded with the demo accounts only, never in production: these
 * codes are published. Idempotent: a code that exists is left as it is, redeemed or not.
 */
import { sql } from 'kysely';
import { GIFT_CARD_VALID_DAYS, normalizeGiftCardCode } from '@tote/contract/gift-cards';
import type { Db } from '../platform/db/schema.js';
import { issueGiftCard, redeemGiftCard } from '../features/gift-cards/index.js';

const DAY_MS = 86_400_000;

export const DEMO_GIFT_CARDS: { code: string; amount: number; expiresInDays: number }[] = [
  { code: 'TOTE-DEMO-GIFT-0025', amount: 25, expiresInDays: GIFT_CARD_VALID_DAYS },
  { code: 'TOTE-DEMO-GIFT-0050', amount: 50, expiresInDays: GIFT_CARD_VALID_DAYS },
  { code: 'TOTE-DEMO-GIFT-0100', amount: 100, expiresInDays: GIFT_CARD_VALID_DAYS },
  { code: 'TOTE-DEMO-GONE-0040', amount: 40, expiresInDays: -30 },
];

export const DEMO_MEMBER_GIFT_CARD = { email: 'member@tote.test', code: 'TOTE-DEMO-MAYA-0075', amount: 75 };

export async function seedGiftCards(db: Db, now = new Date()): Promise<void> {
  const expiry = (days: number) => new Date(now.getTime() + days * DAY_MS);
  for (const c of DEMO_GIFT_CARDS)
    await issueGiftCard(db, { code: c.code, amountCents: c.amount * 100, expiresAt: expiry(c.expiresInDays) });

  const { email, code, amount } = DEMO_MEMBER_GIFT_CARD;
  const member = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  if (!member) return;
  const issued = await issueGiftCard(db, { code, amountCents: amount * 100, expiresAt: expiry(GIFT_CARD_VALID_DAYS) });
  if (issued) await redeemGiftCard(db, member.id, normalizeGiftCardCode(code), now);
}
