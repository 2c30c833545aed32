/** Accounts: login, lockout and unlock, sessions and guards, password reset and account deletion. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, UserInfo } from '@tote/contract/account';
import type { Profile } from '@tote/contract/profile';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, latestCode, PASSWORD, RELAXED_LIMITS, signUp, uniqueEmail } from './accounts-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
});
afterAll(() => t.close());

describe('login, lockout and unlock', () => {
  it('20008 for an unknown email, 20011 for a wrong password, a session otherwise (any case)', async () => {
    const unknown = await call(t.app, '/v1/user/login', { email: 'nobody@example.com', password: 'whatever1' });
    expect(unknown.body).toMatchObject({ code: 20008, data: null });
    const wrong = await call(t.app, '/v1/user/login', { email: 'shopper@tote.test', password: 'not-the-password' });
    expect(wrong.body).toMatchObject({
      code: 20011,
      message: { content: 'Email or password is incorrect.' },
      data: null,
    });
    const ok = data(
      await call<Session>(t.app, '/v1/user/login', { email: 'Shopper@Tote.Test', password: 'tote-demo-1' }),
    );
    expect(ok.user).toMatchObject({ email: 'shopper@tote.test', isMember: 0, subStatus: 'Not Subscribed' });
  });

  it('serves the demo accounts with their membership states', async () => {
    const states = {
      'member@tote.test': ['Subscribed', 1],
      'paused@tote.test': ['Paused', 1],
      'cancelled@tote.test': ['Cancelled', 1],
      'shopper@tote.test': ['Not Subscribed', 0],
    } as const;
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
    expect(data(await call<Session>(t.app, '/v1/user/login', { email: s.user.email, code })).user.userId).toBe(
      s.user.userId,
    );
    expect(
      (await call(t.app, '/v1/email/send-verification-code', { email: uniqueEmail(), purpose: 'login' })).body.code,
    ).toBe(20008);
  });

  it('locks after 5 wrong passwords (20021, even with the right one) until unlocked by an email code', async () => {
    const s = await signUp(t.app);
    for (let i = 1; i <= 4; i++)
      expect((await call(t.app, '/v1/user/login', { email: s.user.email, password: `wrong-${i}-pw` })).body.code).toBe(
        20011,
      );
    const fifth = await call(t.app, '/v1/user/login', { email: s.user.email, password: 'wrong-5-pw' });
    expect(fifth.body).toMatchObject({ code: 20021, message: { content: expect.stringContaining('locked') } });
    expect((await call(t.app, '/v1/user/login', { email: s.user.email, password: PASSWORD })).body.code).toBe(20021);
    data(await call(t.app, '/v1/email/send-verification-code', { email: s.user.email, purpose: 'unlock' }));
    const code = await latestCode(t.app, { email: s.user.email });
    expect(
      (await call(t.app, '/v1/user/unlock', { email: s.user.email, code: code === '999999' ? '000000' : '999999' }))
        .body.code,
    ).toBe(20020);
    const unlocked = data(await call<Session>(t.app, '/v1/user/unlock', { email: s.user.email, code }));
    expect(unlocked.user.userId).toBe(s.user.userId);
    expect(
      data(await call<Session>(t.app, '/v1/user/login', { email: s.user.email, password: PASSWORD })).user.userId,
    ).toBe(s.user.userId);
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
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', s.user.userId)
      .execute();
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
    const edited = data(
      await call<Profile>(
        t.app,
        '/v1/profile/edit',
        { userId: b.user.userId, name: 'Bea Changed', clothingSizes: ['S', 'M'], birthYear: 1990 },
        a.token,
      ),
    );
    expect(edited).toMatchObject({
      userId: a.user.userId,
      name: 'Bea Changed',
      clothingSizes: ['S', 'M'],
      birthYear: 1990,
    });
    expect(data(await call<Profile>(t.app, '/v1/profile/query', {}, b.token, 'GET'))).toMatchObject({
      userId: b.user.userId,
      name: 'Ava Stone',
      clothingSizes: [],
      birthYear: null,
    });
    expect(data(await call<UserInfo>(t.app, '/v1/profile/info', {}, a.token)).sizeList).toEqual(['S', 'M']);
    const bad = await call(t.app, '/v1/profile/edit', { name: 'Bea 9' }, a.token);
    expect(bad.body).toMatchObject({
      code: 40001,
      message: { content: 'This field may only contain alphabetic characters.' },
    });
  });
});

describe('password reset and account deletion', () => {
  it('resets the password with an emailed code, revokes old sessions and unlocks', async () => {
    const s = await signUp(t.app);
    expect(
      (await call(t.app, '/v1/email/send-verification-code', { email: uniqueEmail(), purpose: 'reset' })).body.code,
    ).toBe(20008);
    data(await call(t.app, '/v1/email/send-verification-code', { email: s.user.email, purpose: 'reset' }));
    const code = await latestCode(t.app, { email: s.user.email });
    const fresh = data(
      await call<Session>(t.app, '/v1/user/reset-password', { email: s.user.email, code, password: 'a brand new pw' }),
    );
    expect(fresh.user.userId).toBe(s.user.userId);
    expect((await call(t.app, '/v1/profile/info', {}, s.token)).body.code).toBe(40000);
    expect((await call(t.app, '/v1/profile/info', {}, fresh.token)).body.code).toBe(0);
    expect((await call(t.app, '/v1/user/login', { email: s.user.email, password: PASSWORD })).body.code).toBe(20011);
    expect((await call(t.app, '/v1/user/login', { email: s.user.email, password: 'a brand new pw' })).body.code).toBe(
      0,
    );
    expect(
      (await call(t.app, '/v1/user/reset-password', { email: s.user.email, code, password: 'another pw 2' })).body.code,
    ).toBe(20020);
  });

  it('deletes the account after the password (or a code) confirms it', async () => {
    const s = await signUp(t.app);
    expect((await call(t.app, '/v1/user/delete', {}, s.token)).body).toMatchObject({
      code: 40001,
      message: { content: 'Password is required' },
    });
    expect((await call(t.app, '/v1/user/delete', { password: 'wrong password' }, s.token)).body.code).toBe(20011);
    expect(data(await call(t.app, '/v1/user/delete', { password: PASSWORD }, s.token))).toEqual({ deleted: true });
    expect((await call(t.app, '/v1/profile/info', {}, s.token)).body.code).toBe(40000);
    expect((await call(t.app, '/v1/user/login', { email: s.user.email, password: PASSWORD })).body.code).toBe(20008);

    const c = await signUp(t.app);
    expect(
      (await call(t.app, '/v1/email/send-verification-code', { email: c.user.email, purpose: 'delete' })).body.code,
    ).toBe(40000);
    data(await call(t.app, '/v1/email/send-verification-code', { email: c.user.email, purpose: 'delete' }, c.token));
    const code = await latestCode(t.app, { email: c.user.email });
    expect(data(await call(t.app, '/v1/user/delete', { code }, c.token))).toEqual({ deleted: true });
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', c.user.userId).executeTakeFirst(),
    ).toBeUndefined();
  });
});
