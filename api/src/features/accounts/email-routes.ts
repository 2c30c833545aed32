/** /v1/email/*: verification codes, the marketing subscription, referral invitations. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { CodeSent, CodeValid, EmailReferralResult, SubscribeState } from '@tote/contract/account';
import { CODE_TTL_SECONDS, checkCode, issueCode, requireUser } from '../auth/index.js';
import { badRequest } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import type { AccountDeps } from './deps.js';
import { codeMail, referralMail } from './mails.js';
import { emailNotFound } from './user-routes.js';
import { accountsEmailV1 } from '@tote/contract/v1/accounts';
import { emailExists, emailKey, findUserByEmail, loadUser } from './users.js';

export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  const masked = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${masked}@${domain}`;
}

export function registerEmailRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, signer, limiter } = deps;

  implement(app, accountsEmailV1, {
    sendVerificationCode: async (p, ctx, req, reply): Promise<CodeSent> => {
      const target = emailKey(p.email);
      await limiter.hit(req, reply, 'codeSendPerIp', req.ip);
      await limiter.hit(req, reply, 'codeSendPerTargetShort', target);
      await limiter.hit(req, reply, 'codeSendPerTargetHour', target);
      const user = await findUserByEmail(db, p.email);
      let userId: number | null = null;
      if (p.purpose === 'signup') {
        if (user) throw emailExists();
      } else if (p.purpose === 'delete') {
        const me = requireUser(ctx).user;
        if (emailKey(me.email) !== target) throw badRequest('This email does not match your account.');
        userId = me.id;
      } else if (!user) {
        throw emailNotFound();
      }
      const code = await issueCode(db, signer, { channel: 'email', target, purpose: p.purpose, userId });
      await deps.mailer.send(codeMail(user?.email ?? p.email, p.purpose, code));
      return {
        sent: true,
        expiresInSeconds: CODE_TTL_SECONDS,
        resendAfterSeconds: Math.ceil(limiter.settings.codeSendPerTargetShort.windowMs / 1000),
      };
    },
    validateCode: async (p, _ctx, req, reply): Promise<CodeValid> => {
      await limiter.hit(req, reply, 'codeCheckPerIp', req.ip);
      await checkCode(db, signer, { channel: 'email', target: emailKey(p.email), purpose: p.purpose }, p.code, {
        consume: false,
        maxAttempts: limiter.settings.codeAttempts,
      });
      return { valid: true };
    },
    editSubscribe: async (p, ctx): Promise<SubscribeState> => {
      let userId: number;
      if (p.token) {
        const t = await signer.verify<{ uid: number; e: string }>('unsub', p.token);
        const user =
          t && typeof t.uid === 'number'
            ? await db.selectFrom('users').select(['id', 'email']).where('id', '=', t.uid).executeTakeFirst()
            : undefined;
        if (!t || !user || emailKey(user.email) !== t.e) throw badRequest('This link is invalid or no longer works.');
        userId = user.id;
      } else {
        userId = requireUser(ctx).user.id;
      }
      const row = await db
        .updateTable('users')
        .set({ subscribe_email: p.subscribe, updated_at: sql`now()` })
        .where('id', '=', userId)
        .returning(['email', 'subscribe_email'])
        .executeTakeFirstOrThrow();
      return { email: maskEmail(row.email), subscribed: row.subscribe_email };
    },
    referral: async (p, ctx, req, reply): Promise<EmailReferralResult> => {
      const user = await loadUser(db, requireUser(ctx).user.id);
      const targets = [...new Set(p.emails.map(emailKey))].filter((e) => e !== emailKey(user.email));
      for (const to of targets) {
        await limiter.hit(req, reply, 'referralMailPerUser', String(user.id));
        await deps.mailer.send(referralMail(deps, user, to, p.note));
      }
      return { sent: targets.length, referralLink: `${deps.webOrigin}/register/${user.referral_code}` };
    },
  });
}
