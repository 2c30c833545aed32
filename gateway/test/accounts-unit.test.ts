import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as rules from '@tote/contract/validation';
import { parseUserCookie as readUserCookie } from '@tote/contract/cookies';
import {
  clearSessionCookies,
  hashEmail,
  oauthCookie,
  readOAuthCookie,
  safeReturnTo,
  serializeCookie,
  sessionCookies,
} from '../src/cookies.js';
import { toUserErrors, UpstreamError } from '../src/errors.js';
import { ACCOUNT_USER_ERROR_CODES } from '../src/resolvers/accountCalls.js';
import { validateInput } from '../src/resolvers/session.js';
import { parseSetCookie } from './account-helpers.js';

const user = {
  userId: 7,
  email: 'a@tote.test',
  name: 'Ava',
  mobile: '5551234567',
  isMember: 1 as const,
  subStatus: 'Subscribed' as const,
  pausedExpired: null,
  toteUpperLimit: 6,
  toteIcon: -1,
  isShowAI: 0 as const,
  sizeList: [],
  emailVerified: true,
  subscribeEmail: true,
  referralCode: 'AVA1',
  points: 0,
  loginChannels: ['email' as const],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('cookies', () => {
  it('serializes the session cookies: token HttpOnly, user info readable, same lifetime', () => {
    const expiresAt = new Date(Date.now() + 3600_000).toISOString();
    const [token, info] = sessionCookies({ token: 'tt_secret', expiresAt, user }, true).map(parseSetCookie);
    expect(token).toMatchObject({
      name: 'tote_token',
      value: 'tt_secret',
      attributes: { path: '/', httponly: true, secure: true, samesite: 'Lax' },
    });
    expect(Number(token!.attributes['max-age'])).toBeGreaterThan(3590);
    expect(info!.attributes.httponly).toBeUndefined();
    expect(info!.attributes['max-age']).toBe(token!.attributes['max-age']);
    expect(readUserCookie(decodeURIComponent(info!.value))).toEqual({
      userId: 7,
      emailHash: hashEmail(' A@Tote.test '),
      emailSha1: createHash('sha1').update('a@tote.test').digest('hex'),
      name: 'Ava',
      isMember: 1,
      subStatus: 'Subscribed',
      toteUpperLimit: 6,
      expiresAt,
    });
    // Readable by every script on the page: the email's hash (for analytics), never the email.
    expect(decodeURIComponent(info!.value)).not.toContain('a@tote.test');
    expect(hashEmail('a@tote.test')).toBe(createHash('sha256').update('a@tote.test').digest('hex'));
    for (const c of clearSessionCookies(false).map(parseSetCookie)) expect(c.attributes['max-age']).toBe('0');
    expect(serializeCookie('x', 'y', { maxAge: 10 })).toBe('x=y; Max-Age=10; Path=/; SameSite=Lax');
  });

  it('round-trips the OAuth state cookie and keeps returnTo on the shop', () => {
    const c = parseSetCookie(oauthCookie({ state: 's1', returnTo: '/account/my-profile?x=1#top' }, false));
    expect(c.attributes).toMatchObject({ httponly: true, 'max-age': '600', samesite: 'Lax' });
    expect(readOAuthCookie(c.value)).toEqual({ state: 's1', returnTo: '/account/my-profile?x=1#top' });
    expect(readOAuthCookie('garbage')).toBeNull();
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil', 'javascript:alert(1)', '', null, 'account'])
      expect(safeReturnTo(bad)).toBe('/account/account-overview');
    expect(safeReturnTo('/tote?x=%20')).toBe('/tote?x=%20');
  });
});

describe('mutation input errors', () => {
  it('validation issues become userErrors on ["input", field] with the shared messages', () => {
    const r = validateInput(rules.signUpForm, { name: 'A1', email: 'x', mobile: '1', password: '', code: '12' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'name'], message: 'This field may only contain alphabetic characters.' },
      { code: 'VALIDATION', field: ['input', 'email'], message: 'Invalid Email address.' },
      { code: 'VALIDATION', field: ['input', 'mobile'], message: 'Invalid Mobile Number.' },
      { code: 'VALIDATION', field: ['input', 'password'], message: 'Password is required' },
      { code: 'VALIDATION', field: ['input', 'code'], message: 'Enter the 6-digit code.' },
    ]);
  });

  it('account screens handle 20020/20021/20022/42900/40001; 40000 stays an error', () => {
    for (const code of [20001, 20008, 20011, 20018, 20020, 20021, 20022, 42900, 40001, 50000, 50005]) {
      expect(toUserErrors(new UpstreamError(code, 'toast', 'm', '/x'), null, ACCOUNT_USER_ERROR_CODES)[0]!.code).toBe(
        String(code),
      );
    }
    expect(() =>
      toUserErrors(
        new UpstreamError(40000, 'toast', 'Please log in to continue.', '/x'),
        null,
        ACCOUNT_USER_ERROR_CODES,
      ),
    ).toThrow();
    expect(new UpstreamError(42900, 'toast', 'slow down', '/x').extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});
