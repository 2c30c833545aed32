/** /v1/point/query/log and /point/referral/log (contract/points.ts). */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { REFERRER_REWARD_POINTS, type PointLog, type PointLogEntry, type ReferralLog } from '@tote/contract/points';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { money } from '../catalog/index.js';
import { implement } from '../../platform/http/implement.js';
import { billingPointV1 } from '@tote/contract/v1/billing';
import { referralEntries } from './referrals.js';

function label(reason: string, ref: string): string {
  switch (reason) {
    case 'signup_referral':
      return `Welcome bonus: referral code ${ref}`;
    case 'signup_invitation':
      return `Welcome bonus: invitation code ${ref}`;
    case 'referral_bound':
      return `Referral code ${ref} added`;
    case 'referral_reward':
      return `Referral reward: ${ref} subscribed`;
    case 'checkout':
      return `Used on order #${ref}`;
    case 'checkout_refund':
      return `Returned from order #${ref}`;
    default:
      return ref ? `${reason} (${ref})` : reason;
  }
}

async function pointLog(
  db: Db,
  userId: number,
  pageIndex: number,
  pageSize: number,
): Promise<Omit<PointLog, 'points' | 'value'>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('point_log')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
    db
      .selectFrom('point_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const list: PointLogEntry[] = rows.map((r) => ({
    id: r.id,
    delta: r.delta,
    reason: r.reason,
    label: label(r.reason, r.ref),
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { list, total: count.n, pageIndex, pageSize };
}

export function registerPointRoutes(app: FastifyInstance, db: Db): void {
  implement(app, billingPointV1, {
    queryLog: async (p, ctx): Promise<PointLog> => {
      const userId = requireUser(ctx).user.id;
      const log = await pointLog(db, userId, p.pageIndex ?? 1, p.pageSize ?? 20);
      const { points } = await db
        .selectFrom('users')
        .select('points')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return { ...log, points, value: money(points) };
    },
    referralLog: async (p, ctx): Promise<ReferralLog> => {
      const { user } = requireUser(ctx);
      const pageIndex = p.pageIndex ?? 1;
      const pageSize = p.pageSize ?? 20;
      const { list, total, earned } = await referralEntries(db, user.id, pageSize, (pageIndex - 1) * pageSize);
      return {
        list,
        total,
        pageIndex,
        pageSize,
        referralCode: user.referral_code,
        rewardPoints: REFERRER_REWARD_POINTS,
        earnedPoints: earned,
      };
    },
  });
}
