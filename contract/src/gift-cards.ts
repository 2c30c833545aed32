/**
 * /v1 gift cards contract: a shopper redeems a gift card's code into their account, where it adds to their
 * gift-card balance until it expires. Spending the balance at checkout is not part of it yet.
 *
 * ## The code
 * GIFT_CARD_CODE_LENGTH (16) letters and digits, printed in groups of four ("TOTE-DEMO-GIFT-0025"). What a
 * shopper types is read with `normalizeGiftCardCode`: spaces and dashes are dropped and letters upper-cased, so
 * " tote demo gift 0025 " and "tote-demo-gift-0025" are the same code. The shop keeps only a hash of each code;
 * a card is shown by its last four characters (`maskGiftCardCode`).
 *
 * ## Endpoints (every one [auth])
 * - `/giftCard/balance` (GET or POST) {} → GiftCardBalance: the cards the shopper redeemed, newest first (at
 *   most GIFT_CARDS_LISTED), and their balance: the sum over the cards that have not expired.
 * - `/giftCard/redeem` (POST) {code} → GiftCardRedeemed: the card, now the shopper's, and the new balance.
 *   Each card is redeemed once, by one shopper, for good: of two redeems of one code racing, exactly one wins.
 *   Refused with a message of GiftCardMessages, verbatim: 40001 `required` or `invalidFormat` (the
 *   `giftCardCode` rule); 50006 GIFT_CARD_UNKNOWN `unknown` (no such code); 50007 GIFT_CARD_REDEEMED
 *   `alreadyRedeemed` (by anyone, this shopper included); 50008 GIFT_CARD_EXPIRED `expired`. Tries are
 *   rate-limited per shopper (10 in 15 minutes) → 42900.
 * - `/dev/giftCard/issue` (POST, development and tests only: never in production) {amount?, expiresInDays?} →
 *   GiftCardIssued: a new card with a random code, for trying a redeem; amount in USD
 *   (GIFT_CARD_AMOUNT_MIN..MAX, default GIFT_CARD_AMOUNT_DEFAULT), expiring in expiresInDays days (default
 *   GIFT_CARD_VALID_DAYS; negative: expired already).
 *
 * Amounts on the wire are USD (the api keeps cents), like every price of the shop.
 */
import { z } from 'zod';
import { userMessages } from './validation.js';

export const GIFT_CARD_CODE_LENGTH = 16;
/** A code once normalised: letters and digits only. */
export const GIFT_CARD_CODE_PATTERN = /^[A-Z0-9]{16}$/;
/** The characters of issued codes: no 0/O or 1/I to mix up when reading a card. */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** USD. */
export const GIFT_CARD_AMOUNT_MIN = 5;
export const GIFT_CARD_AMOUNT_MAX = 500;
export const GIFT_CARD_AMOUNT_DEFAULT = 25;
/** A card issued today lasts this long (five years: US law's minimum for a gift card's funds). */
export const GIFT_CARD_VALID_DAYS = 5 * 365;
export const GIFT_CARD_EXPIRES_IN_DAYS_MIN = -3650;
export const GIFT_CARD_EXPIRES_IN_DAYS_MAX = 3650;

/** How many cards /giftCard/balance lists; the balance counts them all. */
export const GIFT_CARDS_LISTED = 50;

export const GiftCardMessages = userMessages({
  required: 'Enter your gift card code.',
  invalidFormat: 'A gift card code has 16 letters and digits.',
  unknown: "We can't find a gift card with this code.",
  alreadyRedeemed: 'This gift card has already been redeemed.',
  expired: 'This gift card has expired.',
} as const);

/** What a shopper typed, as the code it stands for: spaces and dashes dropped, letters upper-cased. */
export const normalizeGiftCardCode = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();

/** A normalised code in groups of four, as printed on a card: "TOTE-DEMO-GIFT-0025". */
export const formatGiftCardCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** A card as the shop shows it: only its last four characters. */
export const maskGiftCardCode = (last4: string): string => `•••• ${last4}`;

/** The code parameter and form field: any string; fails with one message of GiftCardMessages. */
export const giftCardCode = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeGiftCardCode(v) : v),
  z
    .string({ error: GiftCardMessages.required })
    .min(1, { error: GiftCardMessages.required, abort: true })
    .max(GIFT_CARD_CODE_LENGTH, { error: GiftCardMessages.invalidFormat, abort: true })
    .regex(GIFT_CARD_CODE_PATTERN, { error: GiftCardMessages.invalidFormat }),
);

export interface GiftCard {
  /** The code's last four characters. */
  last4: string;
  /** What the card was issued for (USD). */
  amount: number;
  /** What is left on it (USD). */
  balance: number;
  currency: 'USD';
  /** ISO 8601; null: it does not expire. */
  expiresAt: string | null;
  /** ISO 8601: when this shopper redeemed it. */
  redeemedAt: string;
  /** Past expiresAt: its balance no longer counts. */
  expired: boolean;
}

export interface GiftCardBalance {
  /** USD: the balance of the cards that have not expired. */
  balance: number;
  currency: 'USD';
  /** Newest first, at most GIFT_CARDS_LISTED. */
  cards: GiftCard[];
}

export interface GiftCardRedeemed {
  card: GiftCard;
  balance: GiftCardBalance;
}

export interface GiftCardIssued {
  /** Formatted: "ABCD-EFGH-JKLM-NPQR". */
  code: string;
  amount: number;
  expiresAt: string;
}
