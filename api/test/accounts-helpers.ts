/** Helpers for the account tests: calls with a bearer token, the dev outbox, a signed-up user. */
import type { FastifyInstance } from 'fastify';
import type { OutboxResponse, Session } from '@tote/contract/account';
import type { RateLimitSettings } from '../src/features/auth/limits.js';
import type { Called } from './http.js';
import { data } from './http.js';

/** Limits high enough that only the tests about limits meet them. */
export const RELAXED_LIMITS: Partial<RateLimitSettings> = {
  loginPerIp: { max: 10_000, windowMs: 60_000 },
  loginPerEmail: { max: 10_000, windowMs: 60_000 },
  codeSendPerTargetShort: { max: 10_000, windowMs: 60_000 },
  codeSendPerTargetHour: { max: 10_000, windowMs: 60_000 },
  codeSendPerIp: { max: 10_000, windowMs: 60_000 },
  codeCheckPerIp: { max: 10_000, windowMs: 60_000 },
  referralMailPerUser: { max: 10_000, windowMs: 60_000 },
};

export async function call<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: unknown = {},
  token?: string,
  method: 'GET' | 'POST' = 'POST',
): Promise<Called<T>> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    method === 'POST'
      ? await app.inject({
          method,
          url: path,
          payload: JSON.stringify(body),
          headers: { ...headers, 'content-type': 'application/json' },
        })
      : await app.inject({ method, url: path, query: body as Record<string, string>, headers });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

export async function outbox(
  app: FastifyInstance,
  query: { email?: string; mobile?: string },
): Promise<OutboxResponse['list']> {
  return data(await call<OutboxResponse>(app, '/v1/dev/outbox', query, undefined, 'GET')).list;
}

export async function latestCode(app: FastifyInstance, query: { email?: string; mobile?: string }): Promise<string> {
  const code = (await outbox(app, query)).find((m) => m.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${JSON.stringify(query)}`);
  return code;
}

let n = 0;
export const uniqueEmail = (tag = 'user'): string =>
  `${tag}.${Date.now().toString(36)}.${process.pid}.${n++}@example.com`;

export const PASSWORD = 'correct horse 9';

export async function signUp(
  app: FastifyInstance,
  over: Record<string, unknown> = {},
): Promise<Session & { password: string }> {
  const email = (over.email as string | undefined) ?? uniqueEmail();
  data(await call(app, '/v1/email/send-verification-code', { email, purpose: 'signup' }));
  const code = await latestCode(app, { email });
  const session = data(
    await call<Session>(app, '/v1/user/sign-up', {
      name: 'Ava Stone',
      email,
      mobile: '(555) 123-4567',
      password: PASSWORD,
      code,
      ...over,
    }),
  );
  return { ...session, password: (over.password as string | undefined) ?? PASSWORD };
}
