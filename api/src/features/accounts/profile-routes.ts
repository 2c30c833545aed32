/** /v1/profile/*, /v1/mobile/*, /v1/point/*: the session user's own data only. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SMS_NOT_SENT_MESSAGE, SMS_UNAVAILABLE_MESSAGE, type CodeSent, type CodeValid } from '@tote/contract/account';
import type { PointBalance, ReferralCodeCheck } from '@tote/contract/points';
import {
  NOTIFY_SETTINGS,
  type BodyShape,
  type ClothingSize,
  type NotifyConfig,
  type Profile,
  type ProfileInfoResponse,
} from '@tote/contract/profile';
import { type ShoeSize } from '@tote/contract/sizes';
import { CODE_TTL_SECONDS, checkCode, issueCode, requireUser, type UserRow } from '../auth/index.js';
import { badRequest } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import type { AccountDeps } from './deps.js';
import { accountsProfileV1 } from '@tote/contract/v1/accounts';
import { loadUser, resolveInvitation, userInfo } from './users.js';
import { checkedNickname, nicknameTaken } from './nickname.js';

function profileOf(u: UserRow): Profile {
  return {
    userId: u.id,
    name: u.name,
    nickname: u.nickname,
    email: u.email,
    mobile: u.mobile,
    birthYear: u.birth_year,
    birthMonth: u.birth_month,
    bodyShape: (u.body_shape as BodyShape | null) ?? null,
    clothingSizes: u.clothing_sizes as ClothingSize[],
    shoeSizes: u.shoe_sizes as ShoeSize[], // checked on write; migration 020 rewrote older values
  };
}

function notifyOf(u: UserRow): NotifyConfig {
  return {
    list: NOTIFY_SETTINGS.map((n) => {
      const saved = u.notify_config[n.key] ?? {};
      return {
        key: n.key,
        label: n.label,
        description: n.description,
        email: n.key === 'promotions' ? u.subscribe_email : (saved.email ?? n.email),
        sms: saved.sms ?? n.sms,
      };
    }),
  };
}

export function registerProfileRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, signer, limiter } = deps;
  const me = async (ctx: Parameters<typeof requireUser>[0]) => loadUser(db, requireUser(ctx).user.id);

  implement(app, accountsProfileV1, {
    profileInfo: async (_p, ctx): Promise<ProfileInfoResponse> => userInfo(db, requireUser(ctx).user),
    profileQuery: async (_p, ctx): Promise<Profile> => profileOf(requireUser(ctx).user),
    profileEdit: async (p, ctx): Promise<Profile> => {
      const { user } = requireUser(ctx);
      const nickname = p.nickname === undefined ? undefined : checkedNickname(p.nickname);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            ...(p.name !== undefined ? { name: p.name } : {}),
            ...(nickname !== undefined ? { nickname } : {}),
            ...(p.birthYear !== undefined ? { birth_year: p.birthYear } : {}),
            ...(p.birthMonth !== undefined ? { birth_month: p.birthMonth } : {}),
            ...(p.bodyShape !== undefined ? { body_shape: p.bodyShape } : {}),
            ...(p.clothingSizes !== undefined ? { clothing_sizes: JSON.stringify([...new Set(p.clothingSizes)]) } : {}),
            ...(p.shoeSizes !== undefined ? { shoe_sizes: JSON.stringify([...new Set(p.shoeSizes)]) } : {}),
            updated_at: sql`now()`,
          })
          .where('id', '=', user.id)
          .execute()
          .catch(nicknameTaken);
        if (nickname !== undefined) await deps.nicknameChanged(trx, user.id);
      });
      return profileOf(await loadUser(db, user.id));
    },
    profileQueryNotifyConfig: async (_p, ctx): Promise<NotifyConfig> => notifyOf(requireUser(ctx).user),
    profileModifyNotifyConfig: async (p, ctx): Promise<NotifyConfig> => {
      const user = await me(ctx);
      const config = { ...user.notify_config };
      let subscribe = user.subscribe_email;
      for (const item of p.list) {
        const cur = { ...(config[item.key] ?? {}) };
        if (item.sms !== undefined) cur.sms = item.sms;
        if (item.email !== undefined) {
          if (item.key === 'promotions')
            subscribe = item.email; // the marketing subscription itself
          else cur.email = item.email;
        }
        config[item.key] = cur;
      }
      await db
        .updateTable('users')
        .set({ notify_config: JSON.stringify(config), subscribe_email: subscribe, updated_at: sql`now()` })
        .where('id', '=', user.id)
        .execute();
      return notifyOf(await loadUser(db, user.id));
    },
    mobileSendVerifyCode: async (p, ctx, req, reply): Promise<CodeSent> => {
      const { user } = requireUser(ctx);
      const sms = deps.sms;
      if (!sms) throw badRequest(SMS_UNAVAILABLE_MESSAGE);
      await limiter.hit(req, reply, 'codeSendPerIp', req.ip);
      await limiter.hit(req, reply, 'codeSendPerTargetShort', `sms:${p.mobile}`);
      await limiter.hit(req, reply, 'codeSendPerTargetHour', `sms:${p.mobile}`);
      const code = await issueCode(db, signer, {
        channel: 'sms',
        target: p.mobile,
        purpose: 'mobile',
        userId: user.id,
      });
      await sms
        .send({ to: p.mobile, text: `Your Tote verification code is ${code}. It expires in 10 minutes.`, code })
        .catch((error: unknown) => {
          // The provider's refusal goes to the log; the shopper is told to try again (the code never reached her).
          req.log.warn({ err: error }, 'text message not sent');
          throw badRequest(SMS_NOT_SENT_MESSAGE);
        });
      return {
        sent: true,
        expiresInSeconds: CODE_TTL_SECONDS,
        resendAfterSeconds: Math.ceil(limiter.settings.codeSendPerTargetShort.windowMs / 1000),
      };
    },
    mobileCheckVerifyCode: async (p, ctx, req, reply): Promise<CodeValid> => {
      const { user } = requireUser(ctx);
      await limiter.hit(req, reply, 'codeCheckPerIp', req.ip);
      await checkCode(db, signer, { channel: 'sms', target: p.mobile, purpose: 'mobile', userId: user.id }, p.code, {
        consume: false,
        maxAttempts: limiter.settings.codeAttempts,
      });
      return { valid: true };
    },
    pointReferralCodeCheck: async (p, _ctx, req, reply): Promise<ReferralCodeCheck> => {
      await limiter.hit(req, reply, 'codeCheckPerIp', req.ip);
      const r = await resolveInvitation(db, p.code);
      const dollars = `$${(r.points / 100).toFixed(r.points % 100 ? 2 : 0)}`;
      return {
        valid: true,
        code: r.code,
        kind: r.kind,
        referrerName: r.referrerName,
        bonusPoints: r.points,
        message: r.referrerName
          ? `Sign up and get ${dollars} in bonus credits from ${r.referrerName}.`
          : `Sign up and get ${dollars} in bonus credits.`,
      };
    },
    pointQuery: async (_p, ctx): Promise<PointBalance> => {
      const { points } = requireUser(ctx).user;
      return { points, value: points / 100 };
    },
  });
}
