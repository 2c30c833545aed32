/** /v1/email/*: verification codes, the marketing subscription, referral invitations. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type {
  CodeSent,
  CodeValid,
  EmailCodePurpose,
  EmailReferralResult,
  SubscribeState,
} from '@tote/contract/account';
import { email, verificationCode } from '@tote/contract/validation';
import { CODE_TTL_SECONDS, checkCode, issueCode, requireUser } from '../auth/index.js';
import { badRequest } from '../../platform/http/errors.js';
import { bool, optStr } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import type { AccountDeps } from './deps.js';
import { codeMail, referralMail } from './mails.js';
import { emailNotFound } from './user-routes.js';
import { emailExists, emailKey, findUserByEmail, loadUser } from './users.js';

const PURPOSES = ['signup', 'login', 'reset', 'unlock', 'delete'] as const satisfies readonly EmailCodePurpose[];
const purpose = z.enum(PURPOSES, { error: `Invalid parameter purpose: use one of ${PURPOSES.join(', ')}` });

export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  const masked = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${masked}@${domain}`;
}

export function registerEmailRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, signer, limiter } = deps;

  route(app, {
    path: '/email/send-verification-code',
    methods: ['POST'],
    params: z.object({ email, purpose }),
    handler: async (p, ctx, req, reply): Promise<CodeSent> => {
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
  });

  route(app, {
    path: '/email/validate-code',
    methods: ['POST'],
    params: z.object({ email, purpose, code: verificationCode }),
    handler: async (p, _ctx, req, reply): Promise<CodeValid> => {
      await limiter.hit(req, reply, 'codeCheckPerIp', req.ip);
      await checkCode(db, signer, { channel: 'email', target: emailKey(p.email), purpose: p.purpose }, p.code, {
        consume: false,
        maxAttempts: limiter.settings.codeAttempts,
      });
      return { valid: true };
    },
  });

  route(app, {
    path: '/email/editSubscribe',
    methods: ['POST'],
    params: z.object({ subscribe: bool(), token: optStr(2000) }),
    handler: async (p, ctx): Promise<SubscribeState> => {
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
  });

  route(app, {
    path: '/email/referral',
    methods: ['POST'],
    auth: true,
    params: z.object({ emails: z.array(email).min(1).max(10), note: optStr(500) }),
    handler: async (p, ctx, req, reply): Promise<EmailReferralResult> => {
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
