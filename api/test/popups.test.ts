/**
 * Banners and pop-ups in /app/init popInfo (contract/popups.ts): the seeded two, the active window, the audience
 * from the session the api sees, and the setting (POPUPS env, the back office switch).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInit } from '@tote/contract/catalog';
import { ErrorCode } from '@tote/contract/codes';
import type { PopAudience, PopInfo } from '@tote/contract/popups';
import { call } from './accounts-helpers.js';
import { data } from './http.js';
import { openTestApi, type TestApi } from './db.js';
import { shopper } from './member-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ env: {} });
});
afterAll(() => t.close());

const popInfo = async (token?: string): Promise<PopInfo[]> =>
  data(await call<AppInit>(t.app, '/v1/app/init', {}, token)).popInfo;
const ids = async (token?: string): Promise<string[]> => (await popInfo(token)).map((p) => p.popId);

const HOUR = 3600_000;

/** A pop of this test's own (a unique id), active by default. */
async function newPop(audience: PopAudience, over: { starts_at?: Date; ends_at?: Date } = {}): Promise<string> {
  const popId = `test-${randomUUID()}`;
  await t.db
    .insertInto('popups')
    .values({
      pop_id: popId,
      kind: 'banner',
      title: 'Test',
      content: 'A test pop',
      link: '/home',
      link_label: 'Go',
      image: '/images/pop.png',
      audience,
      max_show_count: 2,
      min_interval_seconds: 60,
      ...over,
    })
    .execute();
  return popId;
}

describe('/app/init popInfo', () => {
  it('sends a guest the seeded banner and entrance pop-up with every field', async () => {
    const pops = await popInfo();
    expect(pops.find((p) => p.popId === 'welcome-2025')).toEqual({
      popId: 'welcome-2025',
      kind: 'banner',
      title: 'Your first month, on us',
      content: 'Join Tote and rent up to 6 styles at a time. Cancel anytime.',
      link: '/subscribe',
      linkLabel: 'Join now',
      image: null,
      audience: 'non_member',
      maxShowCount: 3,
      minIntervalSeconds: 86400,
      startsAt: null,
      endsAt: null,
    });
    expect(pops.find((p) => p.popId === 'entrance')).toMatchObject({
      kind: 'popup',
      audience: 'guest',
      maxShowCount: 1,
    });
  });

  it('sends only the pops whose audience takes in the caller', async () => {
    const pops = Object.fromEntries(
      await Promise.all((['guest', 'non_member', 'member', 'all'] as const).map(async (a) => [a, await newPop(a)])),
    ) as Record<PopAudience, string>;
    const guest = await ids();
    expect(guest).toEqual(expect.arrayContaining([pops.guest, pops.non_member, pops.all]));
    expect(guest).not.toContain(pops.member);

    const s = await shopper(t.app);
    const nonMember = await ids(s.token);
    expect(nonMember).toEqual(expect.arrayContaining([pops.non_member, pops.all]));
    expect(nonMember).not.toContain(pops.guest);
    expect(nonMember).not.toContain(pops.member);
    expect(nonMember).not.toContain('entrance');

    await t.db.updateTable('users').set({ is_member: 1 }).where('id', '=', s.userId).execute();
    const member = await ids(s.token);
    expect(member).toEqual(expect.arrayContaining([pops.member, pops.all]));
    expect(member).not.toContain(pops.non_member);
    expect(member).not.toContain('welcome-2025');

    // An unknown token is a guest.
    expect(await ids('tt_unknown')).toContain(pops.guest);
  });

  it('sends a pop only inside its active window', async () => {
    const now = Date.now();
    const early = await newPop('all', { starts_at: new Date(now + HOUR) });
    const over = await newPop('all', { ends_at: new Date(now - HOUR) });
    const inside = await newPop('all', { starts_at: new Date(now - HOUR), ends_at: new Date(now + HOUR) });
    const pops = await popInfo();
    expect(pops.map((p) => p.popId)).not.toContain(early);
    expect(pops.map((p) => p.popId)).not.toContain(over);
    expect(pops.find((p) => p.popId === inside)).toMatchObject({
      image: '/images/pop.png',
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
    });
  });
});

describe('the popups setting', () => {
  it('POPUPS=off sends none; the back office switch turns them on and off', async () => {
    const off = await openTestApi({ env: { POPUPS: 'off' } });
    try {
      const init = async () => data(await call<AppInit>(off.app, '/v1/app/init', {})).popInfo;
      expect(await init()).toEqual([]);
      const on = await call(off.app, '/v1/admin/popups/switch', { on: true });
      expect(data(on)).toEqual({ on: true });
      expect((await init()).map((p) => p.popId)).toContain('welcome-2025');
      expect(data(await call(off.app, '/v1/admin/popups/switch', { on: false }))).toEqual({ on: false });
      expect(await init()).toEqual([]);
      expect((await call(off.app, '/v1/admin/popups/switch', { on: 'maybe' })).body.code).toBe(ErrorCode.BAD_REQUEST);
    } finally {
      await off.close();
    }
  });

  it('the switch needs the admin key when one is configured', async () => {
    const keyed = await openTestApi({ env: { ADMIN_KEY: 'k-123' } });
    try {
      expect((await call(keyed.app, '/v1/admin/popups/switch', { on: false })).body.code).toBe(ErrorCode.UNAUTHORIZED);
    } finally {
      await keyed.close();
    }
  });
});
