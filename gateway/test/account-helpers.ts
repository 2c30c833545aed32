/** A cookie-keeping HTTP client for the account tests: a browser of sorts, with its own client IP. */
import { randomInt } from 'node:crypto';
import type { GqlData, GraphQLResponse } from './helpers.js';

/** The password of every seeded demo account (the README lists the accounts). */
export const DEMO_PASSWORD = 'tote-demo-1';

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
  raw: string;
}

export function parseSetCookie(raw: string): SetCookie {
  const [pair = '', ...attrs] = raw.split(';').map((s) => s.trim());
  const i = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const a of attrs) {
    const j = a.indexOf('=');
    if (j < 0) attributes[a.toLowerCase()] = true;
    else attributes[a.slice(0, j).toLowerCase()] = a.slice(j + 1);
  }
  return { name: pair.slice(0, i), value: pair.slice(i + 1), attributes, raw };
}

export const uniqueEmail = (tag = 'shopper') =>
  `${tag}.${Date.now().toString(36)}${randomInt(1e9).toString(36)}@tote.test`;
/** A made-up client IP per browser: the api's per-IP rate limits stay out of the tests' way. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export class Browser {
  readonly jar = new Map<string, string>();
  /** The Set-Cookie headers of the last response. */
  lastSetCookies: SetCookie[] = [];

  constructor(
    readonly base: string,
    readonly ip: string = randomIp(),
  ) {}

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(res: Response): void {
    this.lastSetCookies = res.headers.getSetCookie().map(parseSetCookie);
    for (const c of this.lastSetCookies) {
      if (c.attributes['max-age'] === '0' || c.value === '') this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.ip);
    if (this.jar.size) headers.set('cookie', this.cookieHeader());
    const res = await fetch(path.startsWith('http') ? path : this.base + path, {
      redirect: 'manual',
      ...init,
      headers,
    });
    this.remember(res);
    return res;
  }

  async gql<T = GqlData>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T> & { status: number }> {
    const res = await this.fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, ...((await res.json()) as GraphQLResponse<T>) };
  }

  cookie(name: string): SetCookie | undefined {
    return this.lastSetCookies.find((c) => c.name === name);
  }
}

/** The latest code mailed (or texted) to `to`, read through the gateway's /dev/outbox. */
export async function outboxCode(base: string, to: { email: string } | { mobile: string }): Promise<string> {
  const qs = new URLSearchParams(to as Record<string, string>);
  const res = await fetch(`${base}/dev/outbox?${qs}`);
  const body = (await res.json()) as { data: { list: { code: string | null }[] } };
  const code = body.data.list[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${qs}`);
  return code;
}

export const VIEWER_FIELDS = /* GraphQL */ `
  id userId email name mobile mobileDisplay isMember subscriptionStatus toteUpperLimit
  pointsValue { amount formatted } loginChannels memberSince subscribedToEmail
`;

export const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) { viewer { ${VIEWER_FIELDS} } userErrors { code field message } }
  }
`;

export const SEND_EMAIL_CODE = /* GraphQL */ `
  mutation SendEmailCode($input: SendEmailCodeInput!) {
    sendEmailCode(input: $input) {
      sent
      resendAfterSeconds
      userErrors {
        code
        field
        message
      }
    }
  }
`;

export const LOG_IN = /* GraphQL */ `
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      viewer {
        id
        name
        email
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

export const VIEWER = /* GraphQL */ `query Viewer { viewer { ${VIEWER_FIELDS} } }`;

/** Signs a new shopper up through the gateway (code from the outbox); the browser keeps the cookies. */
export async function signUp(
  b: Browser,
  over: Partial<{ name: string; email: string; mobile: string; password: string }> = {},
) {
  const input = {
    name: 'Ava Stone',
    email: uniqueEmail(),
    mobile: '(555) 201-3344',
    password: 'correct horse 1',
    ...over,
  };
  const sent = await b.gql(SEND_EMAIL_CODE, { input: { email: input.email, purpose: 'SIGNUP' } });
  if (!sent.data?.sendEmailCode.sent) throw new Error(`sendEmailCode failed: ${JSON.stringify(sent)}`);
  const code = await outboxCode(b.base, { email: input.email });
  const res = await b.gql(SIGN_UP, { input: { ...input, code } });
  if (!res.data?.signUp.viewer) throw new Error(`signUp failed: ${JSON.stringify(res)}`);
  return { ...input, viewer: res.data.signUp.viewer, res };
}

/** A new browser with a freshly signed-up shopper in it (the browser keeps the cookies). */
export async function freshShopper(gatewayUrl: string): Promise<Browser> {
  const b = new Browser(gatewayUrl);
  await signUp(b);
  return b;
}
