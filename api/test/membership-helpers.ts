/** Helpers of the membership tests (member-billing, member-survey-and-accounts), bound to the test file's api. */
import { expect } from 'vitest';
import type { MemberInfo } from '@tote/contract/member';
import { data } from './http.js';
import { call } from './accounts-helpers.js';
import type { TestApi } from './db.js';
import { checkout, readyShopper, type Shopper } from './member-helpers.js';

export const DAY = 86400_000;

/** `api()` gives the file's TestApi once its beforeAll has run. */
export function membershipHelpers(api: () => TestApi) {
  const member = async (token: string): Promise<MemberInfo> =>
    data(await call<MemberInfo>(api().app, '/v1/member/query', {}, token));
  const rent = async (token: string, sku: string) =>
    call(api().app, '/v1/shopCart/add', { saleType: 'rent', sku }, token);

  async function subscribed(): Promise<Shopper> {
    const s = await readyShopper(api().app);
    expect((await checkout(api().app, s.token, { mode: 'subscribe' })).status).toBe('success');
    return s;
  }

  /** Moves a paused membership back in time: paused `daysAgo` days ago, pause ended yesterday. */
  async function pauseRanOut(userId: number, daysAgo: number) {
    const db = api().db;
    const m = await db
      .selectFrom('memberships')
      .select('next_billing_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const pausedAt = new Date(Date.now() - daysAgo * DAY);
    const expired = new Date(Date.now() - DAY);
    await db.updateTable('memberships').set({ paused_at: pausedAt }).where('user_id', '=', userId).execute();
    await db.updateTable('users').set({ paused_expired: expired }).where('id', '=', userId).execute();
    return { next: new Date(m.next_billing_at!), pausedAt, expired };
  }

  return { member, rent, subscribed, pauseRanOut };
}
