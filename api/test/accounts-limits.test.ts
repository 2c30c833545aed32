import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_UNAVAILABLE_MESSAGE, type Session } from '@tote/contract/account';
import type { MethodListResponse } from '@tote/contract/social-sign-in';
import { loadConfig } from '../src/platform/config.js';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, latestCode, RELAXED_LIMITS, signUp, uniqueEmail } from './accounts-helpers.js';

describe('rate limits (default settings)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await openTestApi();
  });
  afterAll(() => t.close());

  it('code sending: 1 per 30 s per email → 42900 with HTTP 429 and a retry-after', async () => {
    const addr = uniqueEmail('limit');
    expect((await call(t.app, '/v1/email/send-verification-code', { email: addr, purpose: 'signup' })).body.code).toBe(
      0,
    );
    const again = await call(t.app, '/v1/email/send-verification-code', {
      email: addr.toUpperCase(),
      purpose: 'signup',
    });
    expect(again.status).toBe(429);
    expect(again.body).toEqual({
      code: 42900,
      message: {
        action: 'toast',
        content: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/),
      },
      data: null,
    });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
    // another email is not affected
    expect(
      (await call(t.app, '/v1/email/send-verification-code', { email: uniqueEmail('limit'), purpose: 'signup' })).body
        .code,
    ).toBe(0);
  });

  it('login: at most 10 attempts per email in 15 minutes', async () => {
    const addr = uniqueEmail('nobody');
    for (let i = 0; i < 10; i++)
      expect((await call(t.app, '/v1/user/login', { email: addr, password: 'whatever-pw' })).body.code).toBe(20008);
    const limited = await call(t.app, '/v1/user/login', { email: addr, password: 'whatever-pw' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(42900);
  });

  it('code checking: 5 wrong tries kill the code, even the right one is refused then', async () => {
    const addr = uniqueEmail('tries');
    data(await call(t.app, '/v1/email/send-verification-code', { email: addr, purpose: 'signup' }));
    const code = await latestCode(t.app, { email: addr });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect(
        (await call(t.app, '/v1/email/validate-code', { email: addr, purpose: 'signup', code: wrong })).body.message
          .content,
      ).toBe('The verification code is incorrect.');
    expect(
      (await call(t.app, '/v1/email/validate-code', { email: addr, purpose: 'signup', code: wrong })).body,
    ).toMatchObject({ code: 20020, message: { content: 'Too many incorrect attempts. Please request a new code.' } });
    expect((await call(t.app, '/v1/email/validate-code', { email: addr, purpose: 'signup', code })).body.code).toBe(
      20020,
    );
  });

  it('limits are configurable through createApi options', async () => {
    const tight = await openTestApi({ limits: { ...RELAXED_LIMITS, loginPerIp: { max: 2, windowMs: 60_000 } } });
    try {
      for (let i = 0; i < 2; i++)
        expect(
          (await call(tight.app, '/v1/user/login', { email: 'nobody@example.com', password: 'x-password' })).body.code,
        ).toBe(20008);
      expect(
        (await call(tight.app, '/v1/user/login', { email: 'other@example.com', password: 'x-password' })).body.code,
      ).toBe(42900);
    } finally {
      await tight.close();
    }
  });
});

describe('CODE_SEND_RATE_LIMIT', () => {
  it('sets the codes one address may have sent an hour; anything but a whole number from 1 stops the api', async () => {
    const few = await openTestApi({ env: { CODE_SEND_RATE_LIMIT: '2' } });
    try {
      const send = async () =>
        (await call(few.app, '/v1/email/send-verification-code', { email: uniqueEmail('hourly'), purpose: 'signup' }))
          .body.code;
      expect([await send(), await send(), await send()]).toEqual([0, 0, 42900]);
    } finally {
      await few.close();
    }
    expect(loadConfig({}).codeSendPerIpHour).toBeNull();
    expect(loadConfig({ CODE_SEND_RATE_LIMIT: '200' }).codeSendPerIpHour).toBe(200);
    for (const bad of ['0', '-3', '2.5', 'many'])
      expect(loadConfig({ CODE_SEND_RATE_LIMIT: bad }).invalid, bad).toEqual([
        `CODE_SEND_RATE_LIMIT is not a whole number of requests an hour from 1: ${bad}`,
      ]);
  });
});

describe('production profile', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await openTestApi({ production: true, env: {}, limits: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  it('has no outbox endpoint and no local sign-in page; unconfigured social channels are disabled', async () => {
    const res = await call(t.app, '/v1/dev/outbox', { email: 'member@tote.test' }, undefined, 'GET');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(40004);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/oauth/local/authorize?channel=google&state=s&redirect_uri=http://x/cb',
        })
      ).statusCode,
    ).toBe(404);
    const list = data(
      await call<MethodListResponse>(
        t.app,
        '/v1/user/login/methodList',
        { redirectUri: 'http://x/cb', state: 's' },
        undefined,
        'GET',
      ),
    ).list;
    expect(list.map((m) => [m.channel, m.enabled])).toEqual([
      ['email', true],
      ['google', false],
      ['apple', false],
      ['facebook', false],
    ]);
    expect(
      (await call(t.app, '/v1/user/loginThird', { channel: 'google', code: 'c', redirectUri: 'http://x/cb' })).body
        .code,
    ).toBe(20022);
    // email sign-in still works
    expect(
      data(await call<Session>(t.app, '/v1/user/login', { email: 'member@tote.test', password: 'tote-demo-1' })).user
        .subStatus,
    ).toBe('Subscribed');
  });

  it('sends no text message through the stand-in outbox: a mobile code is refused, and no code is issued', async () => {
    const { token } = data(
      await call<Session>(t.app, '/v1/user/login', { email: 'member@tote.test', password: 'tote-demo-1' }),
    );
    const res = await call(t.app, '/v1/mobile/sendVerifyCode', { mobile: '(212) 555-0142' }, token);
    expect(res.body).toMatchObject({ code: 40001, message: { content: SMS_UNAVAILABLE_MESSAGE } });
    const issued = await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', '2125550142').execute();
    expect(issued).toEqual([]);
  });
});

describe('logging', () => {
  it('never logs passwords, tokens or codes, even at trace level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const t = await openTestApi({ logger: { level: 'trace', stream }, limits: RELAXED_LIMITS });
    try {
      const password = 'Sup3r-Secret-Pw!';
      const s = await signUp(t.app, { password });
      await call(t.app, '/v1/user/login', { email: s.user.email, password });
      await call(t.app, '/v1/user/login', { email: s.user.email, password: 'Wr0ng-Secret-Pw!' });
      await call(t.app, '/v1/profile/info', {}, s.token);
      const code = await latestCode(t.app, { email: s.user.email }).catch(() => null);
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(100);
      expect(log).not.toContain(password);
      expect(log).not.toContain('Wr0ng-Secret-Pw!');
      expect(log).not.toContain(s.token);
      if (code) expect(log).not.toContain(`"${code}"`);
    } finally {
      await t.close();
    }
  });
});
