/** /coupon/send (contract/coupons.ts): a live promo code mailed to friends, within the daily budget of such mails. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponSent } from '@tote/contract/coupons';
import { ErrorCode } from '@tote/contract/codes';
import { data } from './http.js';
import { call, outbox, RELAXED_LIMITS, signUp, uniqueEmail } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: { ...RELAXED_LIMITS, referralMailPerUser: { max: 3, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const send = (token: string | undefined, body: object) => call<CouponSent>(t.app, '/v1/coupon/send', body, token);

describe('/coupon/send', () => {
  it("mails the code, its offer and the sender's note to each friend once, never to the sender", async () => {
    const s = await signUp(t.app, { name: 'Ada' });
    const friend = uniqueEmail('friend');
    const r = data(
      await send(s.token, { code: ' tote10 ', emails: [friend, friend.toUpperCase(), s.user.email], note: 'Try it!' }),
    );
    expect(r).toEqual({ sent: 1, code: 'TOTE10' });
    const [mail] = await outbox(t.app, { email: friend });
    expect(mail).toMatchObject({ subject: 'Ada sent you a Tote promo code' });
    expect(mail!.text).toContain('TOTE10');
    expect(mail!.text).toContain('"Try it!"');
    expect(
      await outbox(t.app, { email: s.user.email }).then((l) => l.filter((m) => m.text.includes('TOTE10'))),
    ).toEqual([]);
  });

  it('refuses a code that is not live (50000), a guest, and more mails than the daily budget', async () => {
    const s = await signUp(t.app);
    expect((await send(s.token, { code: 'NOPE123', emails: [uniqueEmail()] })).body).toMatchObject({
      code: ErrorCode.INVALID_PROMO,
      message: { content: 'This promo code is invalid.' },
    });
    expect((await send(undefined, { code: 'TOTE10', emails: [uniqueEmail()] })).body.code).toBe(ErrorCode.UNAUTHORIZED);
    expect(
      data(await send(s.token, { code: 'TOTE10', emails: [uniqueEmail(), uniqueEmail(), uniqueEmail()] })).sent,
    ).toBe(3);
    expect((await send(s.token, { code: 'TOTE10', emails: [uniqueEmail()] })).body.code).toBe(
      ErrorCode.TOO_MANY_REQUESTS,
    );
  });
});
