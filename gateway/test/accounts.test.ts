import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@tote/contract/validation';
import { hashEmail, sha1Email } from '../src/cookies.js';
import {
  Browser,
  DEMO_PASSWORD,
  LOG_IN,
  outboxCode,
  SEND_EMAIL_CODE,
  SIGN_UP,
  signUp,
  uniqueEmail,
  VIEWER,
} from './account-helpers.js';
import { startCountingProxy, startGateway, type Gateway } from './helpers.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ trustProxy: true });
});
afterAll(() => gw?.close());

const decodeUserCookie = (value: string) => JSON.parse(decodeURIComponent(value)) as Record<string, unknown>;

describe('sign-up and the session cookies', () => {
  it('signs up with an emailed code: HttpOnly token cookie, readable user cookie without the token', async () => {
    const b = new Browser(gw.url);
    const { email, viewer, res } = await signUp(b, { name: 'Mary-Jane O’Neil', mobile: '+1 555.201.7788' });
    expect(res.data.signUp.userErrors).toEqual([]);
    expect(viewer).toMatchObject({
      email,
      name: 'Mary-Jane O’Neil',
      mobile: '5552017788',
      mobileDisplay: '(555) 201-7788',
      isMember: false,
      subscriptionStatus: 'NOT_SUBSCRIBED',
      toteUpperLimit: 6,
      loginChannels: ['EMAIL'],
      pointsValue: { amount: 0, formatted: '$0.00' },
    });
    expect(viewer.id).toBe(Buffer.from(`User:${viewer.userId}`).toString('base64'));
    expect(Date.parse(viewer.memberSince)).not.toBeNaN();

    const token = b.cookie('tote_token')!;
    expect(token.value.length).toBeGreaterThan(20);
    expect(token.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(token.attributes.secure).toBeUndefined(); // plain http here
    const maxAge = Number(token.attributes['max-age']);
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);

    const user = b.cookie('tote_user')!;
    expect(user.attributes.httponly).toBeUndefined();
    expect(user.attributes).toMatchObject({ samesite: 'Lax', path: '/', 'max-age': token.attributes['max-age'] });
    expect(user.value).not.toContain(token.value);
    expect(decodeUserCookie(user.value)).toMatchObject({
      userId: viewer.userId,
      emailHash: hashEmail(viewer.email),
      emailSha1: sha1Email(viewer.email),
      name: 'Mary-Jane O’Neil',
      isMember: 0,
      subStatus: 'Not Subscribed',
      toteUpperLimit: 6,
    });
    expect(decodeURIComponent(user.value)).not.toContain(token.value);

    const me = await b.gql(VIEWER);
    expect(me.errors).toBeUndefined();
    expect(me.data.viewer).toEqual(viewer);
  });

  it('marks the cookies Secure over https (X-Forwarded-Proto behind a trusted proxy)', async () => {
    const b = new Browser(gw.url);
    const email = uniqueEmail();
    await b.gql(SEND_EMAIL_CODE, { input: { email, purpose: 'SIGNUP' } });
    const code = await outboxCode(gw.url, { email });
    await b.gql(
      SIGN_UP,
      { input: { name: 'Ava', email, mobile: '5552013344', password: 'long enough 1', code } },
      { 'x-forwarded-proto': 'https' },
    );
    expect(b.cookie('tote_token')?.attributes.secure).toBe(true);
    expect(b.cookie('tote_user')?.attributes.secure).toBe(true);
  });

  it('answers a guest viewer null without calling upstream', async () => {
    const proxy = await startCountingProxy();
    const g = await startGateway({ upstreamUrl: proxy.url });
    try {
      const r = await new Browser(g.url).gql(VIEWER);
      expect(r.errors).toBeUndefined();
      expect(r.data.viewer).toBeNull();
      expect(proxy.calls).toEqual([]);
    } finally {
      await g.close();
      await proxy.close();
    }
  });

  it('logs out: both cookies cleared, the token revoked, the viewer null', async () => {
    const b = new Browser(gw.url);
    await signUp(b);
    const stolen = new Browser(gw.url);
    stolen.jar.set('tote_token', b.jar.get('tote_token')!);

    const out = await b.gql('mutation { logOut(input: {}) { loggedOut userErrors { code } } }');
    expect(out.data.logOut).toEqual({ loggedOut: true, userErrors: [] });
    for (const name of ['tote_token', 'tote_user']) {
      expect(b.cookie(name)?.attributes['max-age']).toBe('0');
      expect(b.cookie(name)?.value).toBe('');
    }
    expect(b.jar.size).toBe(0);
    expect((await b.gql(VIEWER)).data.viewer).toBeNull();

    // The old token no longer works anywhere: viewer null and the cookies cleared.
    const r = await stolen.gql(VIEWER);
    expect(r.errors).toBeUndefined();
    expect(r.data.viewer).toBeNull();
    expect(stolen.cookie('tote_token')?.attributes['max-age']).toBe('0');
    expect(stolen.cookie('tote_user')?.attributes['max-age']).toBe('0');
  });

  it('answers an invalid token cookie with viewer null and clears both cookies', async () => {
    const b = new Browser(gw.url);
    b.jar.set('tote_token', 'tt_not-a-real-token');
    b.jar.set('tote_user', encodeURIComponent(JSON.stringify({ userId: 1, name: 'X' })));
    const r = await b.gql(VIEWER);
    expect(r.errors).toBeUndefined();
    expect(r.data.viewer).toBeNull();
    expect(b.cookie('tote_token')?.attributes['max-age']).toBe('0');
    expect(b.cookie('tote_user')?.attributes['max-age']).toBe('0');

    // A user cookie left without its token is cleared too.
    const orphan = new Browser(gw.url);
    orphan.jar.set('tote_user', encodeURIComponent(JSON.stringify({ userId: 1, name: 'X' })));
    expect((await orphan.gql(VIEWER)).data.viewer).toBeNull();
    expect(orphan.cookie('tote_user')?.attributes['max-age']).toBe('0');
  });

  it('answers an expired session (60005) with viewer null and clears both cookies', async () => {
    // A stand-in upstream whose /profile/info says the session expired.
    const fake: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 60005,
          message: { action: 'toast', content: 'Your session has expired. Please log in again.' },
          data: null,
        }),
      );
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const g = await startGateway({ upstreamUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}` });
    try {
      const b = new Browser(g.url);
      b.jar.set('tote_token', 'tt_expired');
      b.jar.set('tote_user', 'x');
      const r = await b.gql(VIEWER);
      expect(r.errors).toBeUndefined();
      expect(r.data.viewer).toBeNull();
      expect(b.jar.size).toBe(0);
      // A mutation that needs the session: UNAUTHENTICATED, cookies cleared.
      b.jar.set('tote_token', 'tt_expired');
      const m = await b.gql('mutation { updateProfile(input: { name: "Ann" }) { viewer { id } } }');
      expect(m.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', upstreamCode: 60005 });
      expect(b.cookie('tote_token')?.attributes['max-age']).toBe('0');
    } finally {
      await g.close();
      fake.closeAllConnections();
      await new Promise<void>((r) => fake.close(() => r()));
    }
  });
});

describe('log in', () => {
  it('logs in with the password; wrong password → 20011, unknown email → 20008', async () => {
    const first = new Browser(gw.url);
    const { email, password, viewer } = await signUp(first);
    const b = new Browser(gw.url);

    const wrong = await b.gql(LOG_IN, { input: { email, password: 'not the password' } });
    expect(wrong.data.logIn.viewer).toBeNull();
    expect(wrong.data.logIn.userErrors).toEqual([
      { code: '20011', field: ['input', 'password'], message: 'Email or password is incorrect.' },
    ]);
    expect(b.jar.size).toBe(0);

    const unknown = await b.gql(LOG_IN, { input: { email: uniqueEmail('nobody'), password: 'whatever' } });
    expect(unknown.data.logIn.userErrors).toEqual([
      { code: '20008', field: ['input', 'email'], message: 'This email does not exist. Please sign up.' },
    ]);

    const ok = await b.gql(LOG_IN, { input: { email: email.toUpperCase(), password } });
    expect(ok.data.logIn).toEqual({ viewer: { id: viewer.id, name: viewer.name, email }, userErrors: [] });
    expect(b.cookie('tote_token')?.attributes.httponly).toBe(true);
    expect((await b.gql(VIEWER)).data.viewer.id).toBe(viewer.id);
  });

  it('logs in with an emailed code instead of the password', async () => {
    // A seeded account (api/src/seed/accounts.ts): a fresh sign-up's address just had a code (1 per 30 s).
    const email = 'cancelled@tote.test';
    const b = new Browser(gw.url);
    const sent = await b.gql(SEND_EMAIL_CODE, { input: { email, purpose: 'LOGIN' } });
    expect(sent.data.sendEmailCode).toEqual({ sent: true, resendAfterSeconds: 30, userErrors: [] });
    const code = await outboxCode(gw.url, { email });
    const r = await b.gql(LOG_IN, { input: { email, code } });
    expect(r.data.logIn.userErrors).toEqual([]);
    expect(r.data.logIn.viewer.email).toBe(email);
  });

  it('maps a member’s UserInfo: subscription status, isMember, pause end', async () => {
    const b = new Browser(gw.url);
    const r = await b.gql(LOG_IN, { input: { email: 'paused@tote.test', password: DEMO_PASSWORD } });
    expect(r.data.logIn.userErrors).toEqual([]);
    const v = (await b.gql('{ viewer { isMember subscriptionStatus pausedUntil mobileDisplay sizes } }')).data.viewer;
    expect(v).toMatchObject({
      isMember: true,
      subscriptionStatus: 'PAUSED',
      mobileDisplay: '(212) 555-0102',
      sizes: ['M', 'US 8'],
    });
    expect(Date.parse(v.pausedUntil)).toBeGreaterThan(Date.now());
    expect(decodeUserCookie(b.jar.get('tote_user')!)).toMatchObject({ isMember: 1, subStatus: 'Paused' });
  });

  it('refuses a duplicate sign-up with 20001 and the verbatim message', async () => {
    const email = 'member@tote.test'; // seeded; a fresh sign-up's address just had a code (1 per 30 s)
    const b = new Browser(gw.url);
    const sent = await b.gql(SEND_EMAIL_CODE, { input: { email, purpose: 'SIGNUP' } });
    expect(sent.data.sendEmailCode.sent).toBe(false);
    expect(sent.data.sendEmailCode.userErrors).toEqual([
      { code: '20001', field: ['input', 'email'], message: 'This email already exists. Please login.' },
    ]);
    const r = await b.gql(SIGN_UP, {
      input: { name: 'Ava', email, mobile: '5552013344', password: 'long enough 1', code: '123456' },
    });
    expect(r.data.signUp).toEqual({
      viewer: null,
      userErrors: [{ code: '20001', field: ['input', 'email'], message: Messages.emailExists }],
    });
  });

  it('answers a wrong code with 20020 on the code field', async () => {
    const b = new Browser(gw.url);
    const email = uniqueEmail();
    await b.gql(SEND_EMAIL_CODE, { input: { email, purpose: 'SIGNUP' } });
    const good = await outboxCode(gw.url, { email });
    const bad = good === '000000' ? '111111' : '000000';
    const v = await b.gql(
      'mutation($i: ValidateEmailCodeInput!) { validateEmailCode(input: $i) { valid userErrors { code field } } }',
      {
        i: { email, purpose: 'SIGNUP', code: bad },
      },
    );
    expect(v.data.validateEmailCode).toEqual({
      valid: false,
      userErrors: [{ code: '20020', field: ['input', 'code'] }],
    });
    const ok = await b.gql(
      'mutation($i: ValidateEmailCodeInput!) { validateEmailCode(input: $i) { valid userErrors { code } } }',
      { i: { email, purpose: 'SIGNUP', code: good } },
    );
    expect(ok.data.validateEmailCode).toEqual({ valid: true, userErrors: [] });
  });
});
