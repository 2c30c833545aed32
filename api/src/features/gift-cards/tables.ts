/** Kysely types of the gift card table (migration 028). */
import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../platform/db/columns.js';

export interface GiftCardTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the normalised code. */
  code_hash: string;
  last4: string;
  amount_cents: number;
  balance_cents: number;
  expires_at: NullableTimestamp;
  redeemed_by: number | null;
  redeemed_at: NullableTimestamp;
  created_at: CreatedAt;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/gift-cards (platform/db/schema.ts). */
  interface Database {
    gift_cards: GiftCardTable;
  }
}
