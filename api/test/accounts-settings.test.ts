/** Accounts: the email subscription, changing the mobile number, referral and invitation codes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, SubscribeState, UserInfo } from '@tote/contract/account';
import type { PointBalance, ReferralCodeCheck } from '@tote/contract/points';
import type { NotifyConfig } from '@tote/contract/profile';
import { formatMobile } from '@tote/contract/validation';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, latestCode, outbox, PASSWORD, RELAXED_LIMITS, signUp, uniqueEmail } from './accounts-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
});
afterAll(() => t.close());

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
    expect(
      data(await call<SubscribeState>(t.app, '/v1/email/editSubscribe', { subscribe: true }, s.token)).subscribed,
    ).toBe(true);
    expect(
      (await call(t.app, '/v1/email/editSubscribe', { token: token.slice(0, -2) + 'xx', subscribe: false })).body.code,
    ).toBe(40001);
    expect((await call(t.app, '/v1/email/editSubscribe', { subscribe: false })).body.code).toBe(40000);
  });

  it('modifies the notification settings', async () => {
    const s = await signUp(t.app);
    const before = data(await call<NotifyConfig>(t.app, '/v1/profile/query-notify-config', {}, s.token, 'GET'));
    expect(before.list.map((i) => i.key)).toEqual([
      'orderUpdates',
      'promotions',
      'newArrivals',
      'backInStock',
      'productPolls',
    ]);
    const after = data(
      await call<NotifyConfig>(
        t.app,
        '/v1/profile/modify-notify-config',
        {
          list: [
            { key: 'newArrivals', email: false },
            { key: 'orderUpdates', sms: false },
            { key: 'promotions', email: false },
          ],
        },
        s.token,
      ),
    );
    expect(after.list.find((i) => i.key === 'newArrivals')).toMatchObject({ email: false, sms: false });
    expect(after.list.find((i) => i.key === 'orderUpdates')).toMatchObject({ email: true, sms: false });
    expect(data(await call<UserInfo>(t.app, '/v1/profile/info', {}, s.token)).subscribeEmail).toBe(false);
  });

  it('mails referral invitations with the referral link', async () => {
    const s = await signUp(t.app);
    const friend = uniqueEmail('friend');
    const r = data(
      await call<{ sent: number; referralLink: string }>(
        t.app,
        '/v1/email/referral',
        { emails: [friend, s.user.email], note: 'Try it!' },
        s.token,
      ),
    );
    expect(r).toEqual({ sent: 1, referralLink: `http://localhost:8080/register/${s.user.referralCode}` });
    expect((await outbox(t.app, { email: friend }))[0]).toMatchObject({
      subject: 'Ava Stone invited you to Tote',
      text: expect.stringContaining(r.referralLink),
    });
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
    expect(data(await call(t.app, '/v1/mobile/checkVerifyCode', { mobile: '2125550199', code }, s.token))).toEqual({
      valid: true,
    });
    // bound to the user who asked for it
    expect((await call(t.app, '/v1/user/modifyMobile', { mobile: '2125550199', code }, other.token)).body.code).toBe(
      20020,
    );
    expect((await call(t.app, '/v1/user/modifyMobile', { mobile: '2125550198', code }, s.token)).body.code).toBe(20020);
    const user = data(
      await call<UserInfo>(t.app, '/v1/user/modifyMobile', { mobile: '+1 212 555 0199', code }, s.token),
    );
    expect(user.mobile).toBe('2125550199');
    expect(formatMobile(user.mobile)).toBe('(212) 555-0199');
    expect((await call(t.app, '/v1/mobile/sendVerifyCode', { mobile: '555-0199' }, s.token)).body.message.content).toBe(
      'Invalid Mobile Number.',
    );
    expect((await call(t.app, '/v1/mobile/sendVerifyCode', { mobile: '2125550199' })).body.code).toBe(40000);
  });
});

describe('referral and invitation codes', () => {
  it('checks a code (GET ok) and 50005 for a bad one', async () => {
    const ok = data(
      await call<ReferralCodeCheck>(t.app, '/v1/point/referral/code-check', { code: 'sam2025' }, undefined, 'GET'),
    );
    expect(ok).toMatchObject({
      valid: true,
      code: 'SAM2025',
      kind: 'referral',
      referrerName: 'Sam',
      bonusPoints: 2000,
      message: 'Sign up and get $20 in bonus credits from Sam.',
    });
    expect(
      data(await call<ReferralCodeCheck>(t.app, '/v1/point/referral/code-check', { code: 'WELCOME20' })),
    ).toMatchObject({ kind: 'invitation', bonusPoints: 2000 });
    for (const code of ['NOPE123', 'bad code!']) {
      const res = await call(t.app, '/v1/point/referral/code-check', { code }, undefined, 'GET');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: 50005,
        message: { action: 'toast', content: 'Invalid invitation code.' },
        data: null,
      });
    }
  });

  it('credits the points on sign-up with a valid code; 50005 and no account with a bad one', async () => {
    const s = await signUp(t.app, { invitationCode: 'sam2025' });
    expect(s.user.points).toBe(2000);
    expect(data(await call<PointBalance>(t.app, '/v1/point/query', {}, s.token, 'GET'))).toEqual({
      points: 2000,
      value: 20,
    });
    const referral = await t.db
      .selectFrom('referrals as r')
      .innerJoin('users as u', 'u.id', 'r.referrer_id')
      .select(['u.email', 'r.code'])
      .where('r.referee_id', '=', s.user.userId)
      .executeTakeFirst();
    expect(referral).toEqual({ email: 'shopper@tote.test', code: 'SAM2025' });

    const addr = uniqueEmail();
    data(await call(t.app, '/v1/email/send-verification-code', { email: addr, purpose: 'signup' }));
    const code = await latestCode(t.app, { email: addr });
    const bad = await call(t.app, '/v1/user/sign-up', {
      name: 'Ava Stone',
      email: addr,
      mobile: '5551234567',
      password: PASSWORD,
      code,
      invitationCode: 'NOPE123',
    });
    expect(bad.body).toMatchObject({ code: 50005, data: null });
    // the email code survives a bad invitation code, so the user can fix it
    expect(
      data(
        await call<Session>(t.app, '/v1/user/sign-up', {
          name: 'Ava Stone',
          email: addr,
          mobile: '5551234567',
          password: PASSWORD,
          code,
          invitationCode: 'welcome20',
        }),
      ).user.points,
    ).toBe(2000);
  });
});
