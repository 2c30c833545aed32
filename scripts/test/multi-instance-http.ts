/**
 * HTTP helpers of multi-instance.multi.ts: a /v1 call, a GraphQL request (unpersisted: the servers run the
 * development profile), the demo member's sign-in, and polling until something holds.
 */
import { randomInt } from 'node:crypto';
import { expect } from 'vitest';

export const MEMBER = { email: 'member@tote.test', password: 'tote-demo-1' }; // a seeded demo member (README)

interface Envelope<T> {
  code: number;
  data: T;
}

export async function v1<T>(base: string, path: string, body: object): Promise<Envelope<T>> {
  const res = await fetch(`${base}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

export async function gql<T>(
  base: string,
  cookie: string,
  query: string,
  variables: object,
): Promise<{ res: Response; data: T }> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': `10.1.${randomInt(256)}.7` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.clone().json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return { res, data: body.data };
}

/** Polls until `probe` answers something other than undefined. */
export async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The demo member's session cookie, signed in through `base`. */
export async function logIn(base: string): Promise<string> {
  const { res } = await gql<unknown>(
    base,
    '',
    'mutation($input: LogInInput!) { logIn(input: $input) { userErrors { code } } }',
    { input: MEMBER },
  );
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toMatch(/tote_token=/);
  return cookie;
}
