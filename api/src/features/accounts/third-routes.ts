/**
 * Social sign-in: /v1/user/login/methodList, /user/loginThird, /loginThird/confirm,
 * /loginThird/setPassword; and the local provider's authorize page GET|POST /oauth/local/authorize
 * (development only). See contract/social-sign-in.ts for the flow.
 */
import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { Session, SocialChannel } from '@tote/contract/account';
import type { LoginMethod, LoginThirdResult, MethodListResponse } from '@tote/contract/social-sign-in';
import { ErrorCode } from '@tote/contract/codes';
import { email as emailSchema, name as nameSchema } from '@tote/contract/validation';
import {
  hashPassword,
  SOCIAL_CHANNELS,
  issueLocalCode,
  LOCAL_AUTHORIZE_PATH,
  ProviderError,
  type SocialProfile,
} from '../auth/index.js';
import { authorizeForm, esc, page, type AuthorizeQuery } from './local-authorize-page.js';
import { ApiError, badRequest } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import type { AccountDeps } from './deps.js';
import { checkPassword } from './user-routes.js';
import { accountsThirdV1, socialChannel } from '@tote/contract/v1/accounts';
import { httpUrl } from '@tote/contract/params';
import {
  createUser,
  emailExists,
  emailKey,
  findUserByEmail,
  loadUser,
  resolveInvitation,
  sessionFor,
} from './users.js';

const TICKET_TTL_MS = 15 * 60_000;
const LABEL: Record<SocialChannel, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };

interface Ticket {
  k: 'confirm' | 'create';
  ch: SocialChannel;
  sub: string;
  e: string;
  n: string;
  ev: boolean;
  uid?: number;
}

const thirdFailed = (msg: string): ApiError => new ApiError(ErrorCode.THIRD_PARTY_FAILED, msg);

export function registerThirdRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, signer, limiter, providers } = deps;

  const readTicket = async (token: string, kind: Ticket['k']): Promise<Ticket> => {
    const t = await signer.verify<Ticket & Record<string, unknown>>('third', token);
    if (!t || t.k !== kind) throw thirdFailed('This sign-in has expired. Please start again.');
    return t;
  };

  implement(app, accountsThirdV1, {
    loginMethodList: async (p, _ctx, req): Promise<MethodListResponse> => {
      const list: LoginMethod[] = [
        { channel: 'email', enabled: true, provider: 'password', label: 'Continue with Email', authorizeUrl: null },
      ];
      for (const ch of SOCIAL_CHANNELS) {
        const provider = providers[ch];
        let authorizeUrl: string | null = null;
        if (provider && p.redirectUri && p.state) {
          try {
            authorizeUrl = await provider.authorizeUrl({ redirectUri: p.redirectUri, state: p.state });
          } catch (err) {
            req.log.warn({ err, channel: ch }, 'sign-in provider unavailable');
          }
        }
        list.push({
          channel: ch,
          enabled: Boolean(provider),
          provider: provider?.kind ?? ch,
          label: `Continue with ${LABEL[ch]}`,
          authorizeUrl,
        });
      }
      return { list };
    },
    loginThird: async (p, ctx, req, reply): Promise<LoginThirdResult> => {
      await limiter.hit(req, reply, 'loginPerIp', req.ip);
      const provider = providers[p.channel];
      if (!provider) throw thirdFailed(`Sign-in with ${LABEL[p.channel]} is not available.`);
      let profile: SocialProfile;
      try {
        profile = await provider.exchange({ code: p.code, redirectUri: p.redirectUri });
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        req.log.info({ channel: p.channel, reason: err.message }, 'social sign-in failed');
        throw thirdFailed(`Sign-in with ${LABEL[p.channel]} failed. Please try again.`);
      }
      const linked = await db
        .selectFrom('user_identities')
        .select('user_id')
        .where('channel', '=', p.channel)
        .where('subject', '=', profile.subject)
        .executeTakeFirst();
      if (linked) return { status: 'session', ...(await sessionFor(db, linked.user_id, ctx)) };
      if (!profile.email)
        throw thirdFailed(`Your ${LABEL[p.channel]} account has no email address. Please sign up with your email.`);
      const existing = await findUserByEmail(db, profile.email);
      const base = {
        ch: p.channel,
        sub: profile.subject,
        e: profile.email,
        n: profile.name,
        ev: profile.emailVerified,
      };
      if (existing) {
        const ticket = await signer.sign('third', { ...base, k: 'confirm', uid: existing.id }, TICKET_TTL_MS);
        return { status: 'needsConfirm', ticket, channel: p.channel, email: existing.email, name: existing.name };
      }
      const ticket = await signer.sign('third', { ...base, k: 'create' }, TICKET_TTL_MS);
      return { status: 'needsPassword', ticket, channel: p.channel, email: profile.email, name: profile.name };
    },
    loginThirdConfirm: async (p, ctx, req, reply): Promise<Session> => {
      const t = await readTicket(p.ticket, 'confirm');
      await limiter.hit(req, reply, 'loginPerIp', req.ip);
      await limiter.hit(req, reply, 'loginPerEmail', emailKey(t.e));
      const user = t.uid
        ? await db.selectFrom('users').selectAll().where('id', '=', t.uid).executeTakeFirst()
        : undefined;
      if (!user || emailKey(user.email) !== emailKey(t.e))
        throw thirdFailed('This sign-in has expired. Please start again.');
      await checkPassword(deps, user, p.password);
      await db
        .insertInto('user_identities')
        .values({ user_id: user.id, channel: t.ch, subject: t.sub, email: t.e })
        .onConflict((oc) => oc.columns(['channel', 'subject']).doNothing())
        .execute();
      return sessionFor(db, user.id, ctx);
    },
    loginThirdSetPassword: async (p, ctx): Promise<Session> => {
      const t = await readTicket(p.ticket, 'create');
      const chosenName = nameSchema.safeParse(p.name ?? t.n);
      if (!chosenName.success) throw badRequest(chosenName.error.issues[0]!.message);
      if (await findUserByEmail(db, t.e)) throw emailExists();
      const invitation = p.invitationCode ? await resolveInvitation(db, p.invitationCode) : null;
      const userId = await createUser(deps, {
        name: chosenName.data,
        email: t.e,
        mobile: p.mobile ?? '',
        passwordHash: await hashPassword(p.password, deps.passwordHashCost),
        emailVerified: t.ev,
        invitation,
        identity: { channel: t.ch, subject: t.sub, email: t.e },
      });
      await loadUser(db, userId);
      return sessionFor(db, userId, ctx);
    },
  });
}

// ---- the local provider's authorize page --------------------------------------------------------

function readAuthorize(q: Record<string, unknown>): AuthorizeQuery | string {
  const ch = socialChannel.safeParse(q.channel);
  if (!ch.success) return 'Unknown channel: use google, apple or facebook.';
  const uri = httpUrl.safeParse(q.redirect_uri);
  if (!uri.success) return 'redirect_uri must be an http(s) URL.';
  const state = typeof q.state === 'string' && q.state.length <= 500 ? q.state : '';
  return { channel: ch.data, state, redirectUri: uri.data };
}

export async function registerLocalAuthorizePage(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody); // form posts only here, never under /v1
    scope.get(LOCAL_AUTHORIZE_PATH, async (req, reply) => {
      const a = readAuthorize((req.query ?? {}) as Record<string, unknown>);
      if (typeof a === 'string') return page(reply, 400, `<h1>Bad sign-in request</h1><p class="error">${esc(a)}</p>`);
      return page(reply, 200, authorizeForm(a, LABEL[a.channel], {}));
    });
    scope.post(LOCAL_AUTHORIZE_PATH, async (req, reply) => {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      const a = readAuthorize(body);
      if (typeof a === 'string') return page(reply, 400, `<h1>Bad sign-in request</h1><p class="error">${esc(a)}</p>`);
      const e = emailSchema.safeParse(body.email);
      const n = nameSchema.safeParse(body.name);
      if (!e.success || !n.success) {
        const values = {
          email: typeof body.email === 'string' ? body.email : '',
          name: typeof body.name === 'string' ? body.name : '',
        };
        return page(
          reply,
          400,
          authorizeForm(a, LABEL[a.channel], values, {
            ...(e.success ? {} : { email: e.error.issues[0]!.message }),
            ...(n.success ? {} : { name: n.error.issues[0]!.message }),
          }),
        );
      }
      const code = await issueLocalCode(deps.db, {
        channel: a.channel,
        email: e.data,
        name: n.data,
        redirectUri: a.redirectUri,
      });
      const target = new URL(a.redirectUri);
      target.searchParams.set('code', code);
      if (a.state) target.searchParams.set('state', a.state);
      return reply.redirect(target.href, 302);
    });
  });
}
