/**
 * The waitlist (contract/waitlist.ts): off by default; while on, subscribing answers 20013 to a shopper not on the
 * list and 20014 to one waiting; signing up is idempotent and keeps the place in line; an admitted shopper
 * subscribes; the back office switch and admission need the admin key in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@tote/contract/codes';
import { WAITLIST_SIGN_UP_LINK, WaitlistCopy, WaitlistMessages, type WaitlistStatus } from '@tote/contract/waitlist';
import { call } from './accounts-helpers.js';
import { data } from './http.js';
import { openTestApi, openTestDb, type TestApi } from './db.js';
import { checkout, create, readyShopper } from './member-helpers.js';
import { createApi } from '../src/server.js';
import { loadConfig } from '../src/platform/config.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ waitlist: { on: true } });
});
afterAll(() => t.close());

const status = (token?: string) => call<WaitlistStatus>(t.app, '/v1/waitlist/status', {}, token, 'GET');
const signup = (token: string) => call<WaitlistStatus>(t.app, '/v1/waitlist/signup', {}, token);
const admitByEmail = (email: string) => call(t.app, '/v1/admin/waitlist/admit', { email });
const subscribe = (token: string) => create(t.app, token, { mode: 'subscribe' });

describe('waitlist on', () => {
  it('shows a guest the modal with a sign-up link', async () => {
    const s = data(await status());
    expect(s).toMatchObject({ on: true, state: 'guest', position: null });
    expect(s.modal).toEqual({
      visible: true,
      subtitle: WaitlistCopy.subtitle,
      title: WaitlistCopy.title,
      text: WaitlistCopy.guestText,
      btnVisible: true,
      btnLink: WAITLIST_SIGN_UP_LINK,
    });
  });

  it('answers 20013, then 20014 after signing up, then lets an admitted shopper subscribe', async () => {
    const s = await readyShopper(t.app);
    expect(data(await status(s.token))).toMatchObject({ state: 'none', modal: { visible: true, btnLink: null } });
    for (const path of ['/v1/order/pre-pay-detail', '/v1/order/create']) {
      const res = await call(t.app, path, { mode: 'subscribe' }, s.token, path.endsWith('create') ? 'POST' : 'GET');
      expect(res.body).toMatchObject({
        code: ErrorCode.NOT_IN_WAITLIST,
        message: { content: WaitlistMessages.notInWaitlist },
      });
    }

    const joined = data(await signup(s.token));
    expect(joined.state).toBe('waiting');
    expect(joined.position).toBeGreaterThanOrEqual(1);
    expect(joined.modal).toMatchObject({ visible: true, btnVisible: false, subtitle: WaitlistCopy.waitingSubtitle });
    expect(joined.modal.text).toContain(`number ${joined.position} in line`);
    expect((await subscribe(s.token)).body).toMatchObject({
      code: ErrorCode.WAITING_IN_WAITLIST,
      message: { content: WaitlistMessages.waiting },
    });
    expect((await call(t.app, '/v1/order/create', { mode: 'resubscribe' }, s.token)).body.code).toBe(
      ErrorCode.WAITING_IN_WAITLIST,
    );

    expect(data(await admitByEmail(s.email.toUpperCase()))).toEqual({ email: s.email.toUpperCase(), admitted: true });
    expect(data(await status(s.token))).toMatchObject({ state: 'admitted', modal: { visible: false } });
    expect((await checkout(t.app, s.token, { mode: 'subscribe' })).status).toBe('success');
  });

  it('keeps the first place on a second sign-up and moves up as those ahead are admitted', async () => {
    const first = await readyShopper(t.app);
    const second = await readyShopper(t.app);
    const a = data(await signup(first.token)).position!;
    const b = data(await signup(second.token)).position!;
    expect(b).toBe(a + 1);
    expect(data(await signup(second.token)).position).toBe(b);
    data(await admitByEmail(first.email));
    expect(data(await status(second.token)).position).toBe(b - 1);
    expect(data(await signup(first.token)).state).toBe('admitted');
  });

  it('never gates members’ own orders, and needs a session to sign up', async () => {
    const s = await readyShopper(t.app);
    expect((await call(t.app, '/v1/order/create', { mode: 'purchase-only' }, s.token)).body.code).not.toBe(
      ErrorCode.NOT_IN_WAITLIST,
    );
    expect((await call(t.app, '/v1/waitlist/signup', {})).body.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('admits only known e-mails', async () => {
    expect((await admitByEmail('nobody-here@example.com')).body).toMatchObject({
      code: ErrorCode.EMAIL_NOT_FOUND,
      message: { content: WaitlistMessages.unknownEmail },
    });
  });
});

describe('the switch', () => {
  it('is off unless WAITLIST=on', () => {
    expect(loadConfig({}).waitlist.on).toBe(false);
    expect(loadConfig({ WAITLIST: 'off' }).waitlist.on).toBe(false);
    expect(loadConfig({ WAITLIST: ' ON ' }).waitlist.on).toBe(true);
  });

  it('off: anyone subscribes and the modal stays hidden; the back office turns it on', async () => {
    const api = await openTestApi();
    try {
      const s = await readyShopper(api.app);
      const st = data(await call<WaitlistStatus>(api.app, '/v1/waitlist/status', {}, s.token, 'GET'));
      expect(st).toMatchObject({ on: false, state: 'none', modal: { visible: false, btnVisible: false } });
      expect(data(await call(api.app, '/v1/admin/waitlist/switch', { on: true }))).toEqual({ on: true });
      expect((await call(api.app, '/v1/order/create', { mode: 'subscribe' }, s.token)).body.code).toBe(
        ErrorCode.NOT_IN_WAITLIST,
      );
      expect(data(await call(api.app, '/v1/admin/waitlist/switch', { on: false }))).toEqual({ on: false });
      expect((await checkout(api.app, s.token, { mode: 'subscribe' })).status).toBe('success');
    } finally {
      await api.close();
    }
  });

  it('in production the back office calls need the admin key', async () => {
    const db = await openTestDb();
    const app = await createApi({ db, production: true, env: { ADMIN_KEY: 'k-123', WAITLIST: 'on' } });
    try {
      const denied = await call(app, '/v1/admin/waitlist/switch', { on: false });
      expect(denied.body.code).toBe(ErrorCode.UNAUTHORIZED);
      const res = await app.inject({
        method: 'POST',
        url: '/v1/admin/waitlist/switch',
        payload: { on: false },
        headers: { 'x-admin-key': 'k-123' },
      });
      expect(res.json()).toMatchObject({ code: 0, data: { on: false } });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
