import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeSent, LoginThirdResult, MethodListResponse, NotifyConfig, PointBalance, Profile, ReferralCodeCheck, Session, SubscribeState, UserInfo } from '@tote/contract/account';
import { email, formatMobile, Messages, mobile, name, newPassword, normalizeMobile, verificationCode } from '@tote/contract/validation';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, latestCode, outbox, PASSWORD, RELAXED_LIMITS, signUp, uniqueEmail } from './accounts-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
});
afterAll(() => t.close());

const firstMessage = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error!.issues.map((i) => i.message);
};

describe('shared validation rules (contract/validation.ts)', () => {
  it('name: required, alphabetic (letters of any script joined by single spaces, hyphens, apostrophes)', () => {
    for (const v of [undefined, null, '', '   ']) expect(firstMessage(name, v)).toEqual(['Name is required']);
    for (const v of ['R2D2', 'Ava!', '-Ann', 'Ann-', 'Zoë 3', 'a_b', '😀']) expect(firstMessage(name, v)).toEqual(['This field may only contain alphabetic characters.']);
    for (const v of ['Ava', "Mary-Jane O'Neil", 'José García', 'Zoë', 'Anne Marie']) expect(firstMessage(name, v)).toBeNull();
    expect(name.parse('  Anne   Marie ')).toBe('Anne Marie');
  });

  it('email: required and format', () => {
    for (const v of [undefined, '', '  ']) expect(firstMessage(email, v)).toEqual(['Email is required']);
    for (const v of ['x', 'a@b', 'a b@c.com', '@tote.test']) expect(firstMessage(email, v)).toEqual(['Invalid Email address.']);
    expect(email.parse(' Ava@Tote.Test ')).toBe('Ava@Tote.Test');
  });

  it('mobile: required and US format (optional +1, brackets, separators), normalized to 10 digits', () => {
    for (const v of [undefined, '']) expect(firstMessage(mobile, v)).toEqual(['Mobile Number is required']);
    for (const v of ['555-1234', '12345', '+44 20 7946 0958', '(555 123-4567', '555-123-45678', 'abc-def-ghij']) expect(firstMessage(mobile, v)).toEqual(['Invalid Mobile Number.']);
    for (const v of ['+1 (555) 123-4567', '1-555-123-4567', '(555)123-4567', '555.123.4567', '555 123 4567', '5551234567', '+15551234567']) expect(mobile.parse(v)).toBe('5551234567');
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
  const valid = { name: 'Ava Stone', email: 'valid@example.com', mobile: '555-123-4567', password: PASSWORD, code: '123456' };
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

  it('mails a code, signs up with it and returns a session with the user info of SPEC §3', async () => {
    const addr = uniqueEmail('signup');
    const sent = data(await call<CodeSent>(t.app, '/v1/email/send-verification-code', { email: addr, purpose: 'signup' }));
    expect(sent).toEqual({ sent: true, expiresInSeconds: 600, resendAfterSeconds: 60 });
    const [mail] = await outbox(t.app, { email: addr });
    expect(mail).toMatchObject({ channel: 'email', to: addr, subject: 'Your Tote sign-up code', code: expect.stringMatching(/^\d{6}$/) });
    expect(mail!.text).toContain(mail!.code);
    expect(data(await call(t.app, '/v1/email/validate-code', { email: addr, purpose: 'signup', code: mail!.code }))).toEqual({ valid: true });
    const res = await call<Session>(t.app, '/v1/user/sign-up', { name: 'Ava Stone', email: addr, mobile: '+1 (555) 123-4567', password: PASSWORD, code: mail!.code });
    const session = data(res);
    expect(session.token).toMatch(/^tt_[\w-]{40,}$/);
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000);
    expect(session.user).toMatchObject({
      email: addr, name: 'Ava Stone', mobile: '5551234567', isMember: 0, subStatus: 'Not Subscribed', pausedExpired: null, toteUpperLimit: 6, toteIcon: 0,
      isShowAI: 1, sizeList: [], emailVerified: true, subscribeEmail: true, points: 0, loginChannels: ['email'],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt|correct horse/i);
    const info = data(await call<UserInfo>(t.app, '/v1/profile/info', {}, session.token, 'GET'));
    expect(info).toEqual(session.user);
    // the code is used up; a welcome mail with the unsubscribe link followed
    expect((await call(t.app, '/v1/email/validate-code', { email: addr, purpose: 'signup', code: mail!.code })).body.code).toBe(20020);
    expect((await outbox(t.app, { email: addr }))[0]).toMatchObject({ subject: 'Welcome to Tote', text: expect.stringContaining('/email-unsubscribed?token=') });
  });

  it('refuses a taken email, case-insensitively, with 20001 and the spec message', async () => {
    const s = await signUp(t.app);
    for (const e of [s.user.email, s.user.email.toUpperCase()]) {
      const res = await call(t.app, '/v1/email/send-verification-code', { email: e, purpose: 'signup' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 20001, message: { action: 'toast', content: 'This email already exists. Please login.' }, data: null });
    }
    const res = await call(t.app, '/v1/user/sign-up', { name: 'Ava Stone', email: s.user.email.toUpperCase(), mobile: '5551234567', password: PASSWORD, code: '000000' });
    expect(res.body.code).toBe(20001);
    expect(res.body.message.content).toBe(Messages.emailExists);
    expect((await call(t.app, '/v1/email/send-verification-code', { email: 'MEMBER@tote.test', purpose: 'signup' })).body.code).toBe(20001);
  });

  it('refuses a wrong code with 20020 and creates nothing', async () => {
    const addr = uniqueEmail();
    data(await call(t.app, '/v1/email/send-verification-code', { email: addr, purpose: 'signup' }));
    const code = await latestCode(t.app, { email: addr });
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await call(t.app, '/v1/user/sign-up', { name: 'Ava Stone', email: addr, mobile: '5551234567', password: PASSWORD, code: wrong });
    expect(res.body).toMatchObject({ code: 20020, message: { content: 'The verification code is incorrect.' } });
    expect((await call(t.app, '/v1/user/login', { email: addr, password: PASSWORD })).body.code).toBe(20008);
  });
});

describe('login, lockout and unlock', () => {
  it('20008 for an unknown email, 20011 for a wrong password, a session otherwise (any case)', async () => {
    const unknown = await call(t.app, '/v1/user/login', { email: 'nobody@example.com', password: 'whatever1' });
    expect(unknown.body).toMatchObject({ code: 20008, data: null });
    const wrong = await call(t.app, '/v1/user/login', { email: 'shopper@tote.test', password: 'not-the-password' });
    expect(wrong.body).toMatchObject({ code: 20011, message: { content: 'Email or password is incorrect.' }, data: null });
    const ok = data(await call<Session>(t.app, '/v1/user/login', { email: 'Shopper@Tote.Test', password: 'tote-demo-1' }));
    expect(ok.user).toMatchObject({ email: 'shopper@tote.test', isMember: 0, subStatus: 'Not Subscribed' });
  });

  it('serves the demo accounts with their membership states', async () => {
    const states = { 'member@tote.test': ['Subscribed', 1], 'paused@tote.test': ['Paused', 1], 'cancelled@tote.test': ['Cancelled', 1], 'shopper@tote.test': ['Not Subscribed', 0] } as const;
    for (const [addr, [subStatus, isMember]] of Object.entries(states)) {
      const s = data(await call<Session>(t.app, '/v1/user/login', { email: addr, password: 'tote-demo-1' }));
      expect(s.user).toMatchObject({ email: addr, subStatus, isMember, toteUpperLimit: 6 });
      expect(s.user.toteIcon).toBeGreaterThanOrEqual(0); // other test files may fill the demo Totes
      expect(s.user.pausedExpired === null).toBe(subStatus !== 'Paused');
    }
  });

  it('signs in with an emailed code (purpose login)', async () => {
    const s = await signUp(t.app);
    data(await call(t.app, '/v1/email/send-verification-code', { email: s.user.email, purpose: 'login' }));
    const code = await latestCode(t.app, { email: s.user.email });
    expect(data(await call<Session>(t.app, '/v1/user/login', { email: s.user.email, code })).user.userId).toBe(s.user.userId);
    expect((await call(t.app, '/v1/email/send-verification-code', { email: uniqueEmail(), purpose: 'login' })).body.code).toBe(20008);
  });

  it('locks after 5 wrong passwords (20021, even with the right one) until unlocked by an email code', async () => {
    const s = await signUp(t.app);
    for (let i = 1; i <= 4; i++) expect((await call(t.app, '/v1/user/login', { email: s.user.email, password: `wrong-${i}-pw` })).body.code).toBe(20011);
    const fifth = await call(t.app, '/v1/user/login', { email: s.user.email, password: 'wrong-5-pw' });
    expect(fifth.body).toMatchObject({ code: 20021, message: { content: expect.stringContaining('locked') } });
    expect((await call(t.app, '/v1/user/login', { email: s.user.email, password: PASSWORD })).body.code).toBe(20021);
    data(await call(t.app, '/v1/email/send-verification-code', { email: s.user.email, purpose: 'unlock' }));
    const code = await latestCode(t.app, { email: s.user.email });
    expect((await call(t.app, '/v1/user/unlock', { email: s.user.email, code: code === '999999' ? '000000' : '999999' })).body.code).toBe(20020);
    const unlocked = data(await call<Session>(t.app, '/v1/user/unlock', { email: s.user.email, code }));
    expect(unlocked.user.userId).toBe(s.user.userId);
    expect(data(await call<Session>(t.app, '/v1/user/login', { email: s.user.email, password: PASSWORD })).user.userId).toBe(s.user.userId);
  });
});

describe('sessions and guards', () => {
  it('protected endpoints answer 40000 (HTTP 401) without a token or with an unknown one', async () => {
    for (const token of [undefined, 'tt_not-a-real-token']) {
      const res = await call(t.app, '/v1/profile/info', {}, token, 'GET');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 40000, data: null });
    }
  });

  it('log-out revokes the token: then 40000', async () => {
    const s = await signUp(t.app);
    expect(data(await call(t.app, '/v1/user/log-out', {}, s.token))).toEqual({ loggedOut: true });
    expect((await call(t.app, '/v1/profile/info', {}, s.token, 'GET')).body.code).toBe(40000);
    expect(data(await call(t.app, '/v1/user/log-out', {}, s.token))).toEqual({ loggedOut: true });
  });

  it('an expired token answers 60005', async () => {
    const s = await signUp(t.app);
    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', s.user.userId).execute();
    const res = await call(t.app, '/v1/profile/info', {}, s.token, 'GET');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 60005, data: null });
  });

  it('stores only a hash of the token', async () => {
    const s = await signUp(t.app);
    const rows = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', s.user.userId).execute();
    expect(rows.length).toBe(1);
    expect(rows[0]!.token_hash).not.toContain(s.token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a user reads and changes only their own data', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const infoA = data(await call<UserInfo>(t.app, '/v1/profile/info', { userId: b.user.userId }, a.token, 'GET'));
    expect(infoA.userId).toBe(a.user.userId);
    const edited = data(await call<Profile>(t.app, '/v1/profile/edit', { userId: b.user.userId, name: 'Bea Changed', clothingSizes: ['S', 'M'], birthYear: 1990 }, a.token));
    expect(edited).toMatchObject({ userId: a.user.userId, name: 'Bea Changed', clothingSizes: ['S', 'M'], birthYear: 1990 });
    expect(data(await call<Profile>(t.app, '/v1/profile/query', {}, b.token, 'GET'))).toMatchObject({ userId: b.user.userId, name: 'Ava Stone', clothingSizes: [], birthYear: null });
    expect(data(await call<UserInfo>(t.app, '/v1/profile/info', {}, a.token)).sizeList).toEqual(['S', 'M']);
    const bad = await call(t.app, '/v1/profile/edit', { name: 'Bea 9' }, a.token);
    expect(bad.body).toMatchObject({ code: 40001, message: { content: 'This field may only contain alphabetic characters.' } });
  });
});

describe('password reset and account deletion', () => {
  it('resets the password with an emailed code, revokes old sessions and unlocks', async () => {
    const s = await signUp(t.app);
    expect((await call(t.app, '/v1/email/send-verification-code', { email: uniqueEmail(), purpose: 'reset' })).body.code).toBe(20008);
    data(await call(t.app, '/v1/email/send-verification-code', { email: s.user.email, purpose: 'reset' }));
    const code = await latestCode(t.app, { email: s.user.email });
    const fresh = data(await call<Session>(t.app, '/v1/user/reset-password', { email: s.user.email, code, password: 'a brand new pw' }));
    expect(fresh.user.userId).toBe(s.user.userId);
    expect((await call(t.app, '/v1/profile/info', {}, s.token)).body.code).toBe(40000);
    expect((await call(t.app, '/v1/profile/info', {}, fresh.token)).body.code).toBe(0);
    expect((await call(t.app, '/v1/user/login', { email: s.user.email, password: PASSWORD })).body.code).toBe(20011);
    expect((await call(t.app, '/v1/user/login', { email: s.user.email, password: 'a brand new pw' })).body.code).toBe(0);
    expect((await call(t.app, '/v1/user/reset-password', { email: s.user.email, code, password: 'another pw 2' })).body.code).toBe(20020);
  });

  it('deletes the account after the password (or a code) confirms it', async () => {
    const s = await signUp(t.app);
    expect((await call(t.app, '/v1/user/delete', {}, s.token)).body).toMatchObject({ code: 40001, message: { content: 'Password is required' } });
    expect((await call(t.app, '/v1/user/delete', { password: 'wrong password' }, s.token)).body.code).toBe(20011);
    expect(data(await call(t.app, '/v1/user/delete', { password: PASSWORD }, s.token))).toEqual({ deleted: true });
    expect((await call(t.app, '/v1/profile/info', {}, s.token)).body.code).toBe(40000);
    expect((await call(t.app, '/v1/user/login', { email: s.user.email, password: PASSWORD })).body.code).toBe(20008);

    const c = await signUp(t.app);
    expect((await call(t.app, '/v1/email/send-verification-code', { email: c.user.email, purpose: 'delete' })).body.code).toBe(40000);
    data(await call(t.app, '/v1/email/send-verification-code', { email: c.user.email, purpose: 'delete' }, c.token));
    const code = await latestCode(t.app, { email: c.user.email });
    expect(data(await call(t.app, '/v1/user/delete', { code }, c.token))).toEqual({ deleted: true });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', c.user.userId).executeTakeFirst()).toBeUndefined();
  });
});

describe('email subscription', () => {
  it('unsubscribes by the signed link of the welcome mail and resubscribes by session', async () => {
    const s = await signUp(t.app);
    const welcome = (await outbox(t.app, { email: s.user.email })).find((m) => m.subject === 'Welcome to Tote')!;
    const token = decodeURIComponent(/token=([^\s]+)/.exec(welcome.text)![1]!);
    const off = data(await call<SubscribeState>(t.app, '/v1/email/editSubscribe', { token, subscribe: false }));
    expect(off.subscribed).toBe(false);
    expect(off.email).toMatch(/^u\*\*\*\d@example\.com$/);
    expect(data(await call<UserInfo>(t.app, '/v1/profile/info', {}, s.token)).subscribeEmail).toBe(false);
    const config = data(await call<NotifyConfig>(t.app, '/v1/profile/query-notify-config', {}, s.token));
    expect(config.list.find((i) => i.key === 'promotions')!.email).toBe(false);
    expect(data(await call<SubscribeState>(t.app, '/v1/email/editSubscribe', { subscribe: true }, s.token)).subscribed).toBe(true);
    expect((await call(t.app, '/v1/email/editSubscribe', { token: token.slice(0, -2) + 'xx', subscribe: false })).body.code).toBe(40001);
    expect((await call(t.app, '/v1/email/editSubscribe', { subscribe: false })).body.code).toBe(40000);
  });

  it('modifies the notification settings', async () => {
    const s = await signUp(t.app);
    const before = data(await call<NotifyConfig>(t.app, '/v1/profile/query-notify-config', {}, s.token, 'GET'));
    expect(before.list.map((i) => i.key)).toEqual(['orderUpdates', 'promotions', 'newArrivals', 'backInStock', 'productPolls']);
    const after = data(await call<NotifyConfig>(t.app, '/v1/profile/modify-notify-config', { list: [{ key: 'newArrivals', email: false }, { key: 'orderUpdates', sms: false }, { key: 'promotions', email: false }] }, s.token));
    expect(after.list.find((i) => i.key === 'newArrivals')).toMatchObject({ email: false, sms: false });
    expect(after.list.find((i) => i.key === 'orderUpdates')).toMatchObject({ email: true, sms: false });
    expect(data(await call<UserInfo>(t.app, '/v1/profile/info', {}, s.token)).subscribeEmail).toBe(false);
  });

  it('mails referral invitations with the referral link', async () => {
    const s = await signUp(t.app);
    const friend = uniqueEmail('friend');
    const r = data(await call<{ sent: number; referralLink: string }>(t.app, '/v1/email/referral', { emails: [friend, s.user.email], note: 'Try it!' }, s.token));
    expect(r).toEqual({ sent: 1, referralLink: `http://localhost:8080/register/${s.user.referralCode}` });
    expect((await outbox(t.app, { email: friend }))[0]).toMatchObject({ subject: 'Ava Stone invited you to Tote', text: expect.stringContaining(r.referralLink) });
  });
});

describe('mobile change', () => {
  it('sends an SMS code to the new number and changes it with that code', async () => {
    const s = await signUp(t.app);
    const other = await signUp(t.app);
    data(await call(t.app, '/v1/mobile/sendVerifyCode', { mobile: '(212) 555-0199' }, s.token));
    const [sms] = await outbox(t.app, { mobile: '212-555-0199' });
    expect(sms).toMatchObject({ channel: 'sms', to: '2125550199', code: expect.stringMatching(/^\d{6}$/) });
    const code = sms!.code!;
    expect(data(await call(t.app, '/v1/mobile/checkVerifyCode', { mobile: '2125550199', code }, s.token))).toEqual({ valid: true });
    // bound to the user who asked for it
    expect((await call(t.app, '/v1/user/modifyMobile', { mobile: '2125550199', code }, other.token)).body.code).toBe(20020);
    expect((await call(t.app, '/v1/user/modifyMobile', { mobile: '2125550198', code }, s.token)).body.code).toBe(20020);
    const user = data(await call<UserInfo>(t.app, '/v1/user/modifyMobile', { mobile: '+1 212 555 0199', code }, s.token));
    expect(user.mobile).toBe('2125550199');
    expect(formatMobile(user.mobile)).toBe('(212) 555-0199');
    expect((await call(t.app, '/v1/mobile/sendVerifyCode', { mobile: '555-0199' }, s.token)).body.message.content).toBe('Invalid Mobile Number.');
    expect((await call(t.app, '/v1/mobile/sendVerifyCode', { mobile: '2125550199' })).body.code).toBe(40000);
  });
});

describe('referral and invitation codes', () => {
  it('checks a code (GET ok) and 50005 for a bad one', async () => {
    const ok = data(await call<ReferralCodeCheck>(t.app, '/v1/point/referral/code-check', { code: 'sam2025' }, undefined, 'GET'));
    expect(ok).toMatchObject({ valid: true, code: 'SAM2025', kind: 'referral', referrerName: 'Sam', bonusPoints: 2000, message: 'Sign up and get $20 in bonus credits from Sam.' });
    expect(data(await call<ReferralCodeCheck>(t.app, '/v1/point/referral/code-check', { code: 'WELCOME20' }))).toMatchObject({ kind: 'invitation', bonusPoints: 2000 });
    for (const code of ['NOPE123', 'bad code!']) {
      const res = await call(t.app, '/v1/point/referral/code-check', { code }, undefined, 'GET');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 50005, message: { action: 'toast', content: 'Invalid invitation code.' }, data: null });
    }
  });

  it('credits the points on sign-up with a valid code; 50005 and no account with a bad one', async () => {
    const s = await signUp(t.app, { invitationCode: 'sam2025' });
    expect(s.user.points).toBe(2000);
    expect(data(await call<PointBalance>(t.app, '/v1/point/query', {}, s.token, 'GET'))).toEqual({ points: 2000, value: 20 });
    const referral = await t.db.selectFrom('referrals as r').innerJoin('users as u', 'u.id', 'r.referrer_id').select(['u.email', 'r.code']).where('r.referee_id', '=', s.user.userId).executeTakeFirst();
    expect(referral).toEqual({ email: 'shopper@tote.test', code: 'SAM2025' });

    const addr = uniqueEmail();
    data(await call(t.app, '/v1/email/send-verification-code', { email: addr, purpose: 'signup' }));
    const code = await latestCode(t.app, { email: addr });
    const bad = await call(t.app, '/v1/user/sign-up', { name: 'Ava Stone', email: addr, mobile: '5551234567', password: PASSWORD, code, invitationCode: 'NOPE123' });
    expect(bad.body).toMatchObject({ code: 50005, data: null });
    // the email code survives a bad invitation code, so the user can fix it
    expect(data(await call<Session>(t.app, '/v1/user/sign-up', { name: 'Ava Stone', email: addr, mobile: '5551234567', password: PASSWORD, code, invitationCode: 'welcome20' })).user.points).toBe(2000);
  });
});

describe('social sign-in with the local provider', () => {
  const redirectUri = 'http://localhost:8080/login/callback/google';

  async function authorize(emailAddr: string, personName: string, channel = 'google'): Promise<string> {
    const page = await t.app.inject({ method: 'GET', url: `/oauth/local/authorize?channel=${channel}&state=st-1&redirect_uri=${encodeURIComponent(redirectUri)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post" action="/oauth/local/authorize">');
    const res = await t.app.inject({
      method: 'POST', url: '/oauth/local/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ channel, state: 'st-1', redirect_uri: redirectUri, email: emailAddr, name: personName }).toString(),
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('st-1');
    return location.searchParams.get('code')!;
  }

  it('methodList: email always, each social channel through the local provider with an authorize URL', async () => {
    const list = data(await call<MethodListResponse>(t.app, '/v1/user/login/methodList', { redirectUri, state: 'abc' }, undefined, 'GET')).list;
    expect(list.map((m) => [m.channel, m.enabled, m.provider])).toEqual([['email', true, 'password'], ['google', true, 'local'], ['apple', true, 'local'], ['facebook', true, 'local']]);
    expect(list[1]!.authorizeUrl).toBe(`/oauth/local/authorize?channel=google&state=abc&redirect_uri=${encodeURIComponent(redirectUri)}`);
    expect(data(await call<MethodListResponse>(t.app, '/v1/user/login/methodList', {}, undefined, 'GET')).list.every((m) => m.authorizeUrl === null)).toBe(true);
  });

  it('the authorize page re-asks with the validation message for a bad email', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/oauth/local/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ channel: 'google', state: 's', redirect_uri: redirectUri, email: 'nope', name: 'Ava' }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Invalid Email address.');
  });

  it('a new user: needsPassword → setPassword → session; next time a session directly', async () => {
    const addr = uniqueEmail('social');
    const first = data(await call<LoginThirdResult>(t.app, '/v1/user/loginThird', { channel: 'google', code: await authorize(addr, 'Gia Google'), redirectUri }));
    expect(first).toMatchObject({ status: 'needsPassword', channel: 'google', email: addr, name: 'Gia Google', ticket: expect.any(String) });
    if (first.status === 'session') throw new Error('unexpected');
    expect((await call(t.app, '/v1/user/loginThird/setPassword', { ticket: first.ticket, password: 'short' })).body.message.content).toBe('Password must be at least 8 characters.');
    const session = data(await call<Session>(t.app, '/v1/user/loginThird/setPassword', { ticket: first.ticket, password: PASSWORD, mobile: '555 123 4567' }));
    expect(session.user).toMatchObject({ email: addr, name: 'Gia Google', mobile: '5551234567', emailVerified: true, loginChannels: ['email', 'google'] });
    const again = data(await call<LoginThirdResult>(t.app, '/v1/user/loginThird', { channel: 'google', code: await authorize(addr, 'Gia Google'), redirectUri }));
    expect(again).toMatchObject({ status: 'session', user: { userId: session.user.userId }, token: expect.any(String) });
    // the email/password login works too
    expect((await call(t.app, '/v1/user/login', { email: addr, password: PASSWORD })).body.code).toBe(0);
  });

  it('an existing password account: needsConfirm → confirm with the password → linked', async () => {
    const s = await signUp(t.app);
    const res = data(await call<LoginThirdResult>(t.app, '/v1/user/loginThird', { channel: 'facebook', code: await authorize(s.user.email.toUpperCase(), 'Ava Stone', 'facebook'), redirectUri }));
    expect(res).toMatchObject({ status: 'needsConfirm', channel: 'facebook', email: s.user.email });
    if (res.status === 'session') throw new Error('unexpected');
    expect((await call(t.app, '/v1/user/loginThird/confirm', { ticket: res.ticket, password: 'wrong password' })).body.code).toBe(20011);
    expect((await call(t.app, '/v1/user/loginThird/confirm', { ticket: res.ticket + 'x', password: PASSWORD })).body.code).toBe(20022);
    const session = data(await call<Session>(t.app, '/v1/user/loginThird/confirm', { ticket: res.ticket, password: PASSWORD }));
    expect(session.user).toMatchObject({ userId: s.user.userId, loginChannels: ['email', 'facebook'] });
    const direct = data(await call<LoginThirdResult>(t.app, '/v1/user/loginThird', { channel: 'facebook', code: await authorize(s.user.email, 'Ava Stone', 'facebook'), redirectUri }));
    expect(direct).toMatchObject({ status: 'session', user: { userId: s.user.userId } });
  });

  it('refuses a used, forged or mismatched code with 20022', async () => {
    const code = await authorize(uniqueEmail(), 'Ava Stone');
    data(await call(t.app, '/v1/user/loginThird', { channel: 'google', code, redirectUri }));
    for (const body of [{ channel: 'google', code, redirectUri }, { channel: 'google', code: 'forged', redirectUri }, { channel: 'apple', code: await authorize(uniqueEmail(), 'Ava Stone'), redirectUri }]) {
      const res = await call(t.app, '/v1/user/loginThird', body);
      expect(res.body).toMatchObject({ code: 20022, data: null });
    }
  });
});
