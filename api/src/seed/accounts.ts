/**
 * Demo accounts (README) and a demo invitation code. Idempotent: inserts what is missing by email
 * (case-insensitive) and by code; never touches existing rows.
 */
import { sql } from 'kysely';
import { hashPassword, type SubStatusValue } from '../features/auth/index.js';
import type { Db } from '../platform/db/schema.js';

export const DEMO_PASSWORD = 'tote-demo-1';

export const DEMO_ACCOUNTS: {
  email: string;
  name: string;
  mobile: string;
  subStatus: SubStatusValue;
  isMember: 0 | 1;
  referralCode: string;
  pausedDays?: number;
}[] = [
  {
    email: 'member@tote.test',
    name: 'Maya Member',
    mobile: '2125550101',
    subStatus: 'Subscribed',
    isMember: 1,
    referralCode: 'MAYA2025',
  },
  {
    email: 'paused@tote.test',
    name: 'Paula Paused',
    mobile: '2125550102',
    subStatus: 'Paused',
    isMember: 1,
    referralCode: 'PAULA2025',
    pausedDays: 21,
  },
  {
    email: 'cancelled@tote.test',
    name: 'Cara Cancelled',
    mobile: '2125550103',
    subStatus: 'Cancelled',
    isMember: 1,
    referralCode: 'CARA2025',
  },
  {
    email: 'shopper@tote.test',
    name: 'Sam Shopper',
    mobile: '2125550104',
    subStatus: 'Not Subscribed',
    isMember: 0,
    referralCode: 'SAM2025',
  },
];

export const DEMO_INVITATION_CODES = [
  { code: 'WELCOME20', points: 2000, description: 'Welcome offer: $20 in bonus credits' },
];

export async function seedAccounts(db: Db): Promise<number> {
  let created = 0;
  for (const a of DEMO_ACCOUNTS) {
    const exists = await db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', a.email)
      .executeTakeFirst();
    if (exists) continue;
    const res = await db
      .insertInto('users')
      .values({
        email: a.email,
        name: a.name,
        mobile: a.mobile,
        password_hash: await hashPassword(DEMO_PASSWORD),
        email_verified: true,
        is_member: a.isMember,
        sub_status: a.subStatus,
        referral_code: a.referralCode,
        paused_expired: a.pausedDays ? new Date(Date.now() + a.pausedDays * 86400_000) : null,
        clothing_sizes: JSON.stringify(['M']),
        shoe_sizes: JSON.stringify(['US 8']),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (res) created++;
  }
  for (const c of DEMO_INVITATION_CODES) {
    await db
      .insertInto('invitation_codes')
      .values(c)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  return created;
}
