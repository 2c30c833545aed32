/** Accounts: the shared validation rules and sign-up. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeSent, Session, UserInfo } from '@tote/contract/account';
import {
  email,
  formatMobile,
  Messages,
  mobile,
  name,
  newPassword,
  normalizeMobile,
  verificationCode,
} from '@tote/contract/validation';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, latestCode, outbox, PASSWORD, RELAXED_LIMITS, signUp, uniqueEmail } from './accounts-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
});
afterAll(() => t.close());

const firstMessage = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error!.issues.map((i) => i.message);
};

describe('shared validation rules (contract/validation.ts)', () => {
  it('name: required, alphabetic (letters of any script joined by single spaces, hyphens, apostrophes)', () => {
    for (const v of [undefined, null, '', '   ']) expect(firstMessage(name, v)).toEqual(['Name is required']);
    for (const v of ['R2D2', 'Ava!', '-Ann', 'Ann-', 'Zoë 3', 'a_b', '😀'])
      expect(firstMessage(name, v)).toEqual(['This field may only contain alphabetic characters.']);
    for (const v of ['Ava', "Mary-Jane O'Neil", 'José García', 'Zoë', 'Anne Marie'])
      expect(firstMessage(name, v)).toBeNull();
    expect(name.parse('  Anne   Marie ')).toBe('Anne Marie');
  });

  it('email: required and format', () => {
    for (const v of [undefined, '', '  ']) expect(firstMessage(email, v)).toEqual(['Email is required']);
    for (const v of ['x', 'a@b', 'a b@c.com', '@tote.test'])
      expect(firstMessage(email, v)).toEqual(['Invalid Email address.']);
    expect(email.parse(' Ava@Tote.Test ')).toBe('Ava@Tote.Test');
  });

  it('mobile: required and US format (optional +1, brackets, separators), normalized to 10 digits', () => {
    for (const v of [undefined, '']) expect(firstMessage(mobile, v)).toEqual(['Mobile Number is required']);
    for (const v of ['555-1234', '12345', '+44 20 7946 0958', '(555 123-4567', '555-123-45678', 'abc-def-ghij'])
      expect(firstMessage(mobile, v)).toEqual(['Invalid Mobile Number.']);
    for (const v of [
      '+1 (555) 123-4567',
      '1-555-123-4567',
      '(555)123-4567',
      '555.123.4567',
      '555 123 4567',
      '5551234567',
      '+15551234567',
    ])
      expect(mobile.parse(v)).toBe('5551234567');
    expect(normalizeMobile('nope')).toBeNull();
  });

  it('formatMobile: (xxx) xxx-xxxx only for exactly 10 digits', () => {
    expect(formatMobile('5551234567')).toBe('(555) 123-4567');
    for (const v of ['15551234567', '555123456', '555-123-4567', '']) expect(formatMobile(v)).toBe(v);
  });

  it('password and code', () => {
    for (const v of [undefined, '']) expect(firstMessage(newPassword, v)).toEqual(['Password is required']);
    expect(firstMessage(newPassword, 'short')).toEqual(['Password must be at least 8 characters.']);
    expect(firstMessage(verificationCode, '')).toEqual(['Verification code is required']);
    expect(firstMessage(verificationCode, '12345')).toEqual(['Enter the 6-digit code.']);
    expect(verificationCode.parse('123 456')).toBe('123456');
  });
});

describe('sign-up', () => {
  const valid = {
    name: 'Ava Stone',
    email: 'valid@example.com',
    mobile: '555-123-4567',
    password: PASSWORD,
    code: '123456',
  };
  it('answers every validation message verbatim (40001) for the input that triggers it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Name is required'],
      [{ name: undefined }, 'Name is required'],
      [{ name: 'Ava 2' }, 'This field may only contain alphabetic characters.'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'ava@' }, 'Invalid Email address.'],
      [{ mobile: '' }, 'Mobile Number is required'],
      [{ mobile: '555-1234' }, 'Invalid Mobile Number.'],
      [{ password: '' }, 'Password is required'],
      [{ password: 'abc' }, 'Password must be at least 8 characters.'],
      [{ code: '12' }, 'Enter the 6-digit code.'],
    ];
    for (const [over, message] of cases) {
      const res = await call(t.app, '/v1/user/sign-up', { ...valid, ...over });
      expect(res.status, message).toBe(400);
      expect(res.body, message).toEqual({ code: 40001, message: { action: 'toast', content: message }, data: null });
    }
    const login = await call(t.app, '/v1/user/login', { email: 'ava@example.com', password: '' });
    expect(login.body.message.content).toBe('Password is required');
  });

  it('mails a code, signs up with it and returns a session with the full user info', async () => {
    const addr = uniqueEmail('signup');
    const sent = data(
      await call<CodeSent>(t.app, '/v1/email/send-verification-code', { email: addr, purpose: 'signup' }),
    );
    expect(sent).toEqual({ sent: true, expiresInSeconds: 600, resendAfterSeconds: 60 });
    const [mail] = await outbox(t.app, { email: addr });
    expect(mail).toMatchObject({
      channel: 'email',
      to: addr,
      subject: 'Your Tote sign-up code',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(mail!.text).toContain(mail!.code);
    expect(
      data(await call(t.app, '/v1/email/validate-code', { email: addr, purpose: 'signup', code: mail!.code })),
    ).toEqual({ valid: true });
    const res = await call<Session>(t.app, '/v1/user/sign-up', {
      name: 'Ava Stone',
      email: addr,
      mobile: '+1 (555) 123-4567',
      password: PASSWORD,
      code: mail!.code,
    });
    const session = data(res);
    expect(session.token).toMatch(/^tt_[\w-]{40,}$/);
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000);
    expect(session.user).toMatchObject({
      email: addr,
      name: 'Ava Stone',
      mobile: '5551234567',
      isMember: 0,
      subStatus: 'Not Subscribed',
      pausedExpired: null,
      toteUpperLimit: 6,
      toteIcon: 0,
      isShowAI: 1,
      sizeList: [],
      emailVerified: true,
      subscribeEmail: true,
      points: 0,
      loginChannels: ['email'],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt|correct horse/i);
    const info = data(await call<UserInfo>(t.app, '/v1/profile/info', {}, session.token, 'GET'));
    expect(info).toEqual(session.user);
    // the code is used up; a welcome mail with the unsubscribe link followed
    expect(
      (await call(t.app, '/v1/email/validate-code', { email: addr, purpose: 'signup', code: mail!.code })).body.code,
    ).toBe(20020);
    expect((await outbox(t.app, { email: addr }))[0]).toMatchObject({
      subject: 'Welcome to Tote',
      text: expect.stringContaining('/email-unsubscribed?token='),
    });
  });

  it('refuses a taken email, case-insensitively, with 20001 and the spec message', async () => {
    const s = await signUp(t.app);
    for (const e of [s.user.email, s.user.email.toUpperCase()]) {
      const res = await call(t.app, '/v1/email/send-verification-code', { email: e, purpose: 'signup' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: 20001,
        message: { action: 'toast', content: 'This email already exists. Please login.' },
        data: null,
      });
    }
    const res = await call(t.app, '/v1/user/sign-up', {
      name: 'Ava Stone',
      email: s.user.email.toUpperCase(),
      mobile: '5551234567',
      password: PASSWORD,
      code: '000000',
    });
    expect(res.body.code).toBe(20001);
    expect(res.body.message.content).toBe(Messages.emailExists);
    expect(
      (await call(t.app, '/v1/email/send-verification-code', { email: 'MEMBER@tote.test', purpose: 'signup' })).body
        .code,
    ).toBe(20001);
  });

  it('refuses a wrong code with 20020 and creates nothing', async () => {
    const addr = uniqueEmail();
    data(await call(t.app, '/v1/email/send-verification-code', { email: addr, purpose: 'signup' }));
    const code = await latestCode(t.app, { email: addr });
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await call(t.app, '/v1/user/sign-up', {
      name: 'Ava Stone',
      email: addr,
      mobile: '5551234567',
      password: PASSWORD,
      code: wrong,
    });
    expect(res.body).toMatchObject({ code: 20020, message: { content: 'The verification code is incorrect.' } });
    expect((await call(t.app, '/v1/user/login', { email: addr, password: PASSWORD })).body.code).toBe(20008);
  });
});
