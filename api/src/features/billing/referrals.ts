/**
 * Referrals beyond sign-up: binding a friend's referral code later (contract/coupons.ts "Referral
 * codes at the coupon endpoints"), the referrer's reward at the friend's first paid subscription,
 * and the referral log.
 */
import { sql } from 'kysely';
import { REFERRER_REWARD_POINTS, type ReferralEntry } from '@tote/contract/points';
import { ErrorCode } from '@tote/contract/codes';
import { Messages } from '@tote/contract/validation';
import type { Db } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/errors.js';
import { REFERRAL_BONUS_POINTS } from '../accounts/index.js';
import { hasSubscribedBefore } from '../member/index.js';
import { canonicalCode } from './coupons.js';

export interface Referrer {
  id: number;
  name: string;
  code: string;
}

const invalidInvitation = (): ApiError => new ApiError(ErrorCode.INVALID_INVITATION, Messages.invitationCodeInvalid);

/** "Ava Stone" → "Ava S." */
export const shortName = (name: string): string => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
};

export async function findReferrer(db: Db, raw: string): Promise<Referrer | undefined> {
  const code = canonicalCode(raw);
  const u = await db
    .selectFrom('users')
    .select(['id', 'name', 'referral_code'])
    .where('referral_code', '=', code)
    .executeTakeFirst();
  return u ? { id: u.id, name: u.name, code: u.referral_code } : undefined;
}

/** 50005 unless the user may still be referred by this referrer. */
export async function checkReferral(db: Db, userId: number, referrer: Referrer): Promise<void> {
  if (referrer.id === userId) throw invalidInvitation();
  const referred = await db.selectFrom('referrals').select('id').where('referee_id', '=', userId).executeTakeFirst();
  if (referred || (await hasSubscribedBefore(db, userId))) throw invalidInvitation();
}

/** Records the referral and credits the new member's bonus, as a code given at sign-up does. */
export async function bindReferral(db: Db, userId: number, referrer: Referrer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    await checkReferral(trx, userId, referrer);
    await trx
      .insertInto('referrals')
      .values({ referrer_id: referrer.id, referee_id: userId, code: referrer.code })
      .execute();
    await trx
      .updateTable('users')
      .set({ points: sql`points + ${REFERRAL_BONUS_POINTS}` })
      .where('id', '=', userId)
      .execute();
    await trx
      .insertInto('point_log')
      .values({ user_id: userId, delta: REFERRAL_BONUS_POINTS, reason: 'referral_bound', ref: referrer.code })
      .execute();
  });
}

/** At the referee's first paid subscription (in its transaction): the referrer's reward, once. */
export async function rewardReferrer(trx: Db, refereeId: number, orderId: number): Promise<void> {
  const ref = await trx
    .selectFrom('referrals as r')
    .innerJoin('users as u', 'u.id', 'r.referee_id')
    .select(['r.referrer_id', 'u.name'])
    .where('r.referee_id', '=', refereeId)
    .executeTakeFirst();
  if (!ref?.referrer_id) return;
  const rewarded = await trx
    .insertInto('referral_rewards')
    .values({ referee_id: refereeId, referrer_id: ref.referrer_id, points: REFERRER_REWARD_POINTS, order_id: orderId })
    .onConflict((oc) => oc.column('referee_id').doNothing())
    .returning('referee_id')
    .executeTakeFirst();
  if (!rewarded) return;
  await trx
    .updateTable('users')
    .set({ points: sql`points + ${REFERRER_REWARD_POINTS}` })
    .where('id', '=', ref.referrer_id)
    .execute();
  await trx
    .insertInto('point_log')
    .values({
      user_id: ref.referrer_id,
      delta: REFERRER_REWARD_POINTS,
      reason: 'referral_reward',
      ref: shortName(ref.name),
    })
    .execute();
}

export async function referralEntries(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ list: ReferralEntry[]; total: number; earned: number }> {
  const base = db.selectFrom('referrals as r').where('r.referrer_id', '=', userId);
  const [rows, counts] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', 'r.referee_id')
      .leftJoin('referral_rewards as w', 'w.referee_id', 'r.referee_id')
      .select(['r.id', 'r.created_at', 'u.name', 'w.points', 'w.created_at as rewarded_at'])
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('referrals as r')
      .leftJoin('referral_rewards as w', 'w.referee_id', 'r.referee_id')
      .select([sql<number>`count(*)::int`.as('n'), sql<number>`coalesce(sum(w.points), 0)::int`.as('earned')])
      .where('r.referrer_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      referralId: r.id,
      friendName: shortName(r.name),
      joinedAt: new Date(r.created_at).toISOString(),
      status: r.rewarded_at ? 'subscribed' : 'joined',
      points: r.points ?? 0,
      rewardedAt: r.rewarded_at ? new Date(r.rewarded_at).toISOString() : null,
    })),
    total: counts.n,
    earned: counts.earned,
  };
}
