/** Accounts: social sign-in with the local provider. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@tote/contract/account';
import type { LoginThirdResult, MethodListResponse } from '@tote/contract/social-sign-in';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, PASSWORD, RELAXED_LIMITS, signUp, uniqueEmail } from './accounts-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
});
afterAll(() => t.close());

describe('social sign-in with the local provider', () => {
  const redirectUri = 'http://localhost:8080/login/callback/google';

  async function authorize(emailAddr: string, personName: string, channel = 'google'): Promise<string> {
    const page = await t.app.inject({
      method: 'GET',
      url: `/oauth/local/authorize?channel=${channel}&state=st-1&redirect_uri=${encodeURIComponent(redirectUri)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post" action="/oauth/local/authorize">');
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/local/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        channel,
        state: 'st-1',
        redirect_uri: redirectUri,
        email: emailAddr,
        name: personName,
      }).toString(),
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('st-1');
    return location.searchParams.get('code')!;
  }

  it('methodList: email always, each social channel through the local provider with an authorize URL', async () => {
    const list = data(
      await call<MethodListResponse>(
        t.app,
        '/v1/user/login/methodList',
        { redirectUri, state: 'abc' },
        undefined,
        'GET',
      ),
    ).list;
    expect(list.map((m) => [m.channel, m.enabled, m.provider])).toEqual([
      ['email', true, 'password'],
      ['google', true, 'local'],
      ['apple', true, 'local'],
      ['facebook', true, 'local'],
    ]);
    expect(list[1]!.authorizeUrl).toBe(
      `/oauth/local/authorize?channel=google&state=abc&redirect_uri=${encodeURIComponent(redirectUri)}`,
    );
    expect(
      data(await call<MethodListResponse>(t.app, '/v1/user/login/methodList', {}, undefined, 'GET')).list.every(
        (m) => m.authorizeUrl === null,
      ),
    ).toBe(true);
  });

  it('the authorize page re-asks with the validation message for a bad email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/local/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        channel: 'google',
        state: 's',
        redirect_uri: redirectUri,
        email: 'nope',
        name: 'Ava',
      }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Invalid Email address.');
  });

  it('a new user: needsPassword → setPassword → session; next time a session directly', async () => {
    const addr = uniqueEmail('social');
    const first = data(
      await call<LoginThirdResult>(t.app, '/v1/user/loginThird', {
        channel: 'google',
        code: await authorize(addr, 'Gia Google'),
        redirectUri,
      }),
    );
    expect(first).toMatchObject({
      status: 'needsPassword',
      channel: 'google',
      email: addr,
      name: 'Gia Google',
      ticket: expect.any(String),
    });
    if (first.status === 'session') throw new Error('unexpected');
    expect(
      (await call(t.app, '/v1/user/loginThird/setPassword', { ticket: first.ticket, password: 'short' })).body.message
        .content,
    ).toBe('Password must be at least 8 characters.');
    const session = data(
      await call<Session>(t.app, '/v1/user/loginThird/setPassword', {
        ticket: first.ticket,
        password: PASSWORD,
        mobile: '555 123 4567',
      }),
    );
    expect(session.user).toMatchObject({
      email: addr,
      name: 'Gia Google',
      mobile: '5551234567',
      emailVerified: true,
      loginChannels: ['email', 'google'],
    });
    const again = data(
      await call<LoginThirdResult>(t.app, '/v1/user/loginThird', {
        channel: 'google',
        code: await authorize(addr, 'Gia Google'),
        redirectUri,
      }),
    );
    expect(again).toMatchObject({
      status: 'session',
      user: { userId: session.user.userId },
      token: expect.any(String),
    });
    // the email/password login works too
    expect((await call(t.app, '/v1/user/login', { email: addr, password: PASSWORD })).body.code).toBe(0);
  });

  it('an existing password account: needsConfirm → confirm with the password → linked', async () => {
    const s = await signUp(t.app);
    const res = data(
      await call<LoginThirdResult>(t.app, '/v1/user/loginThird', {
        channel: 'facebook',
        code: await authorize(s.user.email.toUpperCase(), 'Ava Stone', 'facebook'),
        redirectUri,
      }),
    );
    expect(res).toMatchObject({ status: 'needsConfirm', channel: 'facebook', email: s.user.email });
    if (res.status === 'session') throw new Error('unexpected');
    expect(
      (await call(t.app, '/v1/user/loginThird/confirm', { ticket: res.ticket, password: 'wrong password' })).body.code,
    ).toBe(20011);
    expect(
      (await call(t.app, '/v1/user/loginThird/confirm', { ticket: res.ticket + 'x', password: PASSWORD })).body.code,
    ).toBe(20022);
    const session = data(
      await call<Session>(t.app, '/v1/user/loginThird/confirm', { ticket: res.ticket, password: PASSWORD }),
    );
    expect(session.user).toMatchObject({ userId: s.user.userId, loginChannels: ['email', 'facebook'] });
    const direct = data(
      await call<LoginThirdResult>(t.app, '/v1/user/loginThird', {
        channel: 'facebook',
        code: await authorize(s.user.email, 'Ava Stone', 'facebook'),
        redirectUri,
      }),
    );
    expect(direct).toMatchObject({ status: 'session', user: { userId: s.user.userId } });
  });

  it('refuses a used, forged or mismatched code with 20022', async () => {
    const code = await authorize(uniqueEmail(), 'Ava Stone');
    data(await call(t.app, '/v1/user/loginThird', { channel: 'google', code, redirectUri }));
    for (const body of [
      { channel: 'google', code, redirectUri },
      { channel: 'google', code: 'forged', redirectUri },
      { channel: 'apple', code: await authorize(uniqueEmail(), 'Ava Stone'), redirectUri },
    ]) {
      const res = await call(t.app, '/v1/user/loginThird', body);
      expect(res.body).toMatchObject({ code: 20022, data: null });
    }
  });
});
