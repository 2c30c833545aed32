/**
 * Social sign-in on the gateway's HTTP server (contract/src/social-sign-in.ts):
 *
 * - `loginMethods(returnTo)` (resolvers/account.ts) creates the OAuth `state`, keeps it with
 *   returnTo in the HttpOnly `tote_oauth` cookie, and asks /v1 for authorizeUrls whose redirect URI
 *   is `<origin>/oauth/callback/<channel>`.
 * - `GET|POST /oauth/callback/:channel` (POST: Apple's form_post) checks `state` against the cookie,
 *   exchanges the code with /v1/user/loginThird, and redirects: signed in → returnTo (session
 *   cookies set); an existing account to confirm or a new one to finish →
 *   /login-entrance?step=confirm|set-password&ticket=…; any failure → /login?error=<message>.
 * - `/oauth/local/*`: the api's local development provider page, proxied as is.
 */
import { accountsThirdV1 } from '@tote/contract/v1/accounts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SocialChannel } from '@tote/contract/account';
import type { LoginThirdResult } from '@tote/contract/social-sign-in';
import { OAUTH_COOKIE } from '@tote/contract/cookies';
import { clearOAuthCookie, DEFAULT_RETURN_TO, parseCookies, readOAuthCookie, sessionCookies } from '../cookies.js';
import { buildContext } from '../context.js';
import { NetworkError, UpstreamError } from '../errors.js';
import type { UpstreamPool } from '../upstream/client.js';
import { proxyRaw } from './proxy.js';
import { headersOf, publicOrigin, requestProtocol, send } from './util.js';

export const SOCIAL_CHANNELS = ['google', 'apple', 'facebook'] as const satisfies readonly SocialChannel[];
export const CALLBACK_PREFIX = '/oauth/callback/';

/** The redirect URI a channel's provider sends the browser back to. */
export function callbackUri(origin: string, channel: SocialChannel): string {
  return `${origin}${CALLBACK_PREFIX}${channel}`;
}

const MAX_FORM_BYTES = 64 * 1024;

export const STATE_MISMATCH_MESSAGE = 'Your sign-in could not be verified. Please try again.';
const CANCELLED_MESSAGE = 'Sign-in was cancelled.';

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = String(req.headers['content-type'] ?? '');
  if (!type.startsWith('application/x-www-form-urlencoded')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(c as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function redirect(res: ServerResponse, status: 302 | 303, location: string, cookies: string[]): void {
  res.writeHead(status, { location, 'set-cookie': cookies, 'cache-control': 'no-store', 'content-length': 0 });
  res.end();
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export interface OAuthRoutesOptions {
  upstream: UpstreamPool;
  publicUrl?: string | undefined;
  trustProxy: boolean;
}

export function createOAuthRoutes(opts: OAuthRoutesOptions) {
  const { upstream, trustProxy } = opts;

  async function callback(req: IncomingMessage, res: ServerResponse, channel: SocialChannel): Promise<void> {
    const secure = requestProtocol(req, trustProxy) === 'https';
    const url = new URL(req.url ?? '/', 'http://gateway');
    const cookies = parseCookies(req.headers.cookie);
    const saved = readOAuthCookie(cookies[OAUTH_COOKIE]);

    let params: URLSearchParams = url.searchParams;
    if (req.method === 'POST') {
      const form = await readForm(req);
      if (!form) return send(res, 400, 'Bad Request');
      if (!saved) {
        // Apple's form_post is a cross-site POST: SameSite=Lax cookies stay home. Re-enter as a
        // top-level GET (which carries them) with the same parameters.
        const keep = new URLSearchParams();
        for (const k of ['code', 'state', 'error']) {
          const v = form.get(k);
          if (v) keep.set(k, v);
        }
        return redirect(res, 303, `${CALLBACK_PREFIX}${channel}?${keep.toString()}`, []);
      }
      params = form;
    }

    const returnTo = saved?.returnTo ?? DEFAULT_RETURN_TO;
    const out = [clearOAuthCookie(secure)]; // the state is single-use
    const fail = (message: string) =>
      redirect(
        res,
        302,
        `/login?${query({ error: message, ...(returnTo !== DEFAULT_RETURN_TO ? { redirect_uri: returnTo } : {}) })}`,
        out,
      );

    const state = params.get('state');
    if (!saved || !state || state !== saved.state) return fail(STATE_MISMATCH_MESSAGE);
    if (params.get('error')) return fail(CANCELLED_MESSAGE);
    const code = params.get('code');
    if (!code) return fail(CANCELLED_MESSAGE);

    const ctx = buildContext(upstream, {
      headers: headersOf(req),
      remoteAddress: req.socket.remoteAddress,
      trustProxy,
      secure,
    });
    const redirectUri = callbackUri(publicOrigin(req, opts), channel);
    let result: LoginThirdResult;
    try {
      result = await ctx.upstream.request(accountsThirdV1.loginThird, { channel, code, redirectUri });
    } catch (e) {
      if (e instanceof UpstreamError || e instanceof NetworkError) return fail(e.message);
      throw e;
    }
    if (result.status === 'session') {
      const { status: _status, ...session } = result;
      return redirect(res, 302, returnTo, [...out, ...sessionCookies(session, secure)]);
    }
    const step = result.status === 'needsConfirm' ? 'confirm' : 'set-password';
    const entrance = query({
      step,
      ticket: result.ticket,
      email: result.email,
      name: result.name,
      channel: result.channel,
      returnTo,
    });
    return redirect(res, 302, `/login-entrance?${entrance}`, out);
  }

  /** Handles /oauth/*; false for any other path. */
  return async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (path.startsWith('/oauth/local/')) {
      await proxyRaw(upstream, req, res, req.url ?? path, trustProxy);
      return true;
    }
    if (!path.startsWith(CALLBACK_PREFIX)) return false;
    const channel = path.slice(CALLBACK_PREFIX.length).replace(/\/$/, '');
    if (!(SOCIAL_CHANNELS as readonly string[]).includes(channel)) {
      send(res, 404, 'Not Found');
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      send(res, 405, 'Method Not Allowed', { allow: 'GET, POST' });
      return true;
    }
    await callback(req, res, channel as SocialChannel);
    return true;
  };
}
