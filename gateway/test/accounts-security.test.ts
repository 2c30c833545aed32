import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERSISTED_QUERIES } from '../src/persisted.js';
import { ARMOR_LIMITS, CSRF_HEADER } from '../src/security.js';
import { Browser, signUp, uniqueEmail, VIEWER } from './account-helpers.js';
import { gql, startGateway, type Gateway } from './helpers.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ trustProxy: true });
});
afterAll(() => gw?.close());

const armorError = (errors: { message: string }[] | undefined) =>
  (errors ?? []).find((e) => /limit of \d+ exceeded|Token limit/i.test(e.message));

describe('CSRF prevention on /graphql', () => {
  const body = JSON.stringify({ query: '{ viewer { id } }' });

  it('refuses a POST with a form content type and no CSRF header', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
      const res = await fetch(`${gw.url}/graphql`, { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status, type).toBe(403);
      expect(JSON.stringify(await res.json())).toContain('CSRF');
    }
  });

  it('refuses a GET without the header, and a mutation over GET even with it', async () => {
    const url = `${gw.url}/graphql?query=${encodeURIComponent('mutation { logOut { loggedOut } }')}`;
    expect((await fetch(url, { headers: { accept: 'application/json' } })).status).toBe(403);
    const withHeader = await fetch(url, { headers: { accept: 'application/json', [CSRF_HEADER]: '1' } });
    expect(withHeader.status).toBe(405);
    const get = await fetch(`${gw.url}/graphql?query=${encodeURIComponent('{ viewer { id } }')}`, {
      headers: { accept: 'application/json', [CSRF_HEADER]: '1' },
    });
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { viewer: null } });
  });

  it('accepts JSON POSTs (preflighted by browsers) without the header', async () => {
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
  });
});

describe('graphql-armor', () => {
  it('refuses an over-deep query', async () => {
    let deep = 'id';
    for (let i = 0; i < ARMOR_LIMITS.maxDepth; i++) deep = `similarItems { ${deep} }`;
    const r = await gql(gw.url, `{ product(productId: 1) { ${deep} } }`);
    expect(r.data ?? null).toBeNull();
    expect(armorError(r.errors)?.message).toMatch(/depth limit/i);
  });

  it('refuses an alias bomb', async () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    const r = await gql(gw.url, `{ ${aliases} }`);
    expect(r.data ?? null).toBeNull();
    expect(armorError(r.errors)?.message).toMatch(/aliases limit/i);
  });

  it('counts aliased __typename too: 500 of them are refused with a GraphQL error, not answered', async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `t${i}: __typename`).join(' ');
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ${aliases} }` }),
    });
    expect(res.status).toBeLessThan(500);
    const r = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
    expect(r.data ?? null).toBeNull();
    expect(armorError(r.errors)?.message).toMatch(/aliases limit of 15 exceeded, found 500/i);
  });

  it('refuses a document of too many tokens', async () => {
    const fields = Array.from({ length: ARMOR_LIMITS.maxTokens }, () => '__typename').join(' ');
    const r = await gql(gw.url, `{ ${fields} }`);
    expect(armorError(r.errors)?.message).toMatch(/token limit/i);
  });

  it('lets every query of web/persisted-queries.json through', async () => {
    const queries = JSON.parse(readFileSync(DEFAULT_PERSISTED_QUERIES, 'utf8')) as Record<string, string>;
    expect(Object.keys(queries).length).toBeGreaterThan(0);
    for (const [id, text] of Object.entries(queries)) {
      const r = await gql(gw.url, text); // missing variables fail later, at execution; armor runs at validation
      expect(armorError(r.errors), `${id}: ${text.slice(0, 60)}`).toBeUndefined();
    }
  });

  it('hides field suggestions in production', async () => {
    const prod = await startGateway({ production: true, persistedQueriesFile: '/nonexistent.json', graphiql: false });
    try {
      const dev = await gql(gw.url, '{ viewr { id } }');
      expect(dev.errors?.[0]?.message).toContain('Did you mean');
      const res = await fetch(`${prod.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewr { id } }' }),
      });
      expect(JSON.stringify(await res.json())).not.toContain('Did you mean');
    } finally {
      await prod.close();
    }
  });
});

// ---- social sign-in with the local provider -----------------------------------------------------------

const LOGIN_METHODS =
  'query($r: String) { loginMethods(returnTo: $r) { channel enabled provider label authorizeUrl } }';

/** loginMethods → the channel's authorize page (through the gateway) → its form submitted → the callback URL. */
async function throughLocalProvider(
  b: Browser,
  channel: 'GOOGLE' | 'APPLE' | 'FACEBOOK',
  who: { email: string; name: string },
  returnTo?: string,
) {
  const methods = await b.gql(LOGIN_METHODS, { r: returnTo ?? null });
  expect(methods.errors).toBeUndefined();
  const m = methods.data.loginMethods.find((x: { channel: string }) => x.channel === channel);
  expect(m).toMatchObject({ enabled: true, provider: 'local' });
  expect(m.authorizeUrl).toMatch(/^\/oauth\/local\/authorize\?/);
  const oauth = b.cookie('tote_oauth')!;
  expect(oauth.attributes).toMatchObject({ httponly: true, samesite: 'Lax', 'max-age': '600' });

  const page = await b.fetch(m.authorizeUrl, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBe('/oauth/local/authorize');
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(
      name!,
      value!.replace(/&#(\d+);/g, (_s, c) => String.fromCharCode(Number(c))),
    );
  expect(form.get('redirect_uri')).toBe(`${gw.url}/oauth/callback/${channel.toLowerCase()}`);
  form.set('email', who.email);
  form.set('name', who.name);
  const submitted = await b.fetch(action!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  expect(submitted.status).toBe(302);
  const location = submitted.headers.get('location')!;
  expect(location.startsWith(`${gw.url}/oauth/callback/${channel.toLowerCase()}?`)).toBe(true);
  return location;
}

describe('social sign-in (local provider)', () => {
  it('new account: callback → set-password step → completeSocialSignUp → viewer; next time straight in', async () => {
    const b = new Browser(gw.url);
    const who = { email: uniqueEmail('social'), name: 'Sol Rivera' };
    const callback = await throughLocalProvider(b, 'GOOGLE', who, '/account/my-profile?tab=1');
    const res = await b.fetch(callback);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!, gw.url);
    expect(to.pathname).toBe('/login-entrance');
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      step: 'set-password',
      email: who.email,
      name: who.name,
      channel: 'google',
      returnTo: '/account/my-profile?tab=1',
    });
    expect(b.cookie('tote_oauth')?.attributes['max-age']).toBe('0'); // single use
    expect(b.jar.has('tote_token')).toBe(false);

    const done = await b.gql(
      'mutation($i: CompleteSocialSignUpInput!) { completeSocialSignUp(input: $i) { ' +
        'viewer { email name loginChannels } userErrors { code field message } } }',
      { i: { ticket: to.searchParams.get('ticket'), password: 'my own password', name: '', mobile: '' } },
    );
    expect(done.data.completeSocialSignUp).toEqual({
      viewer: { email: who.email, name: who.name, loginChannels: ['EMAIL', 'GOOGLE'] },
      userErrors: [],
    });
    expect(b.cookie('tote_token')?.attributes.httponly).toBe(true);
    expect((await b.gql(VIEWER)).data.viewer.email).toBe(who.email);

    // Signed out, the same Google identity signs straight in and lands on returnTo.
    await b.gql('mutation { logOut { loggedOut } }');
    const again = await b.fetch(await throughLocalProvider(b, 'GOOGLE', who));
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/account/account-overview');
    expect(b.cookie('tote_token')?.attributes).toMatchObject({ httponly: true, samesite: 'Lax' });
    expect((await b.gql(VIEWER)).data.viewer.email).toBe(who.email);
  });

  it('existing password account: confirm step → confirmSocialLogin with its password', async () => {
    const owner = new Browser(gw.url);
    const { email, password, name } = await signUp(owner);
    const b = new Browser(gw.url);
    const res = await b.fetch(await throughLocalProvider(b, 'FACEBOOK', { email, name }));
    const to = new URL(res.headers.get('location')!, gw.url);
    expect(to.pathname).toBe('/login-entrance');
    expect(to.searchParams.get('step')).toBe('confirm');
    const CONFIRM =
      'mutation($i: ConfirmSocialLoginInput!) { confirmSocialLogin(input: $i) { ' +
      'viewer { email loginChannels } userErrors { code field message } } }';
    const wrong = await b.gql(CONFIRM, { i: { ticket: to.searchParams.get('ticket'), password: 'not it at all' } });
    expect(wrong.data.confirmSocialLogin.userErrors[0]).toMatchObject({ code: '20011', field: ['input', 'password'] });
    const ok = await b.gql(CONFIRM, { i: { ticket: to.searchParams.get('ticket'), password } });
    expect(ok.data.confirmSocialLogin).toEqual({
      viewer: { email, loginChannels: ['EMAIL', 'FACEBOOK'] },
      userErrors: [],
    });
    const forged = await b.gql(CONFIRM, { i: { ticket: 'forged', password } });
    expect(forged.data.confirmSocialLogin.userErrors[0].code).toBe('20022');
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    const b = new Browser(gw.url);
    const callback = new URL(
      await throughLocalProvider(b, 'GOOGLE', { email: uniqueEmail('state'), name: 'Eve' }, '/account/my-profile'),
    );
    callback.searchParams.set('state', 'attacker-state');
    const res = await b.fetch(callback.href);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!, gw.url);
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('error')).toMatch(/could not be verified/);
    expect(to.searchParams.get('redirect_uri')).toBe('/account/my-profile');
    expect(b.jar.has('tote_token')).toBe(false);

    // No cookie at all (another browser): refused too.
    const other = await new Browser(gw.url).fetch(callback.href);
    expect(new URL(other.headers.get('location')!, gw.url).pathname).toBe('/login');
  });

  it('keeps returnTo on the shop: absolute and protocol-relative URLs fall back to the default', async () => {
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const b = new Browser(gw.url);
      const res = await b.fetch(
        await throughLocalProvider(b, 'GOOGLE', { email: uniqueEmail('rt'), name: 'Rita' }, evil),
      );
      expect(new URL(res.headers.get('location')!, gw.url).searchParams.get('returnTo')).toBe(
        '/account/account-overview',
      );
    }
  });

  it('turns Apple’s cross-site form_post (no Lax cookie) into a same-site GET', async () => {
    const res = await fetch(`${gw.url}/oauth/callback/apple`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'c0de', state: 's7ate', user: '{"name":{}}' }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/oauth/callback/apple?code=c0de&state=s7ate');
    expect((await fetch(`${gw.url}/oauth/callback/myspace`)).status).toBe(404);
  });
});

describe('/dev/outbox', () => {
  it('is proxied in development and absent in production', async () => {
    const res = await fetch(`${gw.url}/dev/outbox?email=nobody@tote.test`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 0, data: { list: [] } });
    const prod = await startGateway({ production: true, persistedQueriesFile: '/nonexistent.json', graphiql: false });
    try {
      expect((await fetch(`${prod.url}/dev/outbox`)).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
