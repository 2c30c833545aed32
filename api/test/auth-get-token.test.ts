/** /auth/get-token (contract/v1/auth.ts): a session token traded once for a fresh one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenewedToken } from '@tote/contract/v1/auth';
import { ErrorCode } from '@tote/contract/codes';
import { data } from './http.js';
import { call, RELAXED_LIMITS, signUp } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
});
afterAll(() => t.close());

const getToken = (token?: string) => call<RenewedToken>(t.app, '/v1/auth/get-token', {}, token);
const profile = (token: string) => call(t.app, '/v1/profile/info', {}, token);

describe('/auth/get-token', () => {
  it('gives a fresh token for 30 days; the old one stops working at once', async () => {
    const s = await signUp(t.app);
    const renewed = data(await getToken(s.token));
    expect(renewed.token).toMatch(/^tt_/);
    expect(renewed.token).not.toBe(s.token);
    const days = (new Date(renewed.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    expect((await profile(renewed.token)).body.code).toBe(0);
    expect((await profile(s.token)).body.code).toBe(ErrorCode.UNAUTHORIZED);
    // A token is renewed once; the fresh one can be renewed in turn.
    expect((await getToken(s.token)).body.code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await getToken(renewed.token)).body.code).toBe(0);
  });

  it('of two trades of one token at the same time, one gets a token', async () => {
    const s = await signUp(t.app);
    const codes = (await Promise.all([getToken(s.token), getToken(s.token)])).map((r) => r.body.code).sort();
    expect(codes).toEqual([0, ErrorCode.UNAUTHORIZED]);
  });

  it('needs a session', async () => {
    expect((await getToken()).body.code).toBe(ErrorCode.UNAUTHORIZED);
  });
});
