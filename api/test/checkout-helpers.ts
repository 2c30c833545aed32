/** Helpers of the checkout tests, bound to the test file's api. */
import { expect } from 'vitest';
import type { AddToteResult } from '@tote/contract/tote';
import type { MemberInfo } from '@tote/contract/member';
import type { PrePayDetail } from '@tote/contract/checkout';
import type { UserInfo } from '@tote/contract/account';
import { data } from './http.js';
import { call } from './accounts-helpers.js';
import type { TestApi } from './db.js';
import { checkout, readyShopper, roomySkus, type Shopper } from './member-helpers.js';

/** `api()` gives the file's TestApi once its beforeAll has run. */
export function checkoutHelpers(api: () => TestApi) {
  let skuOffset = 100;
  const nextSku = async () => (await roomySkus(api().db, 1, skuOffset++))[0]!;
  const detail = async (s: Shopper, body: Record<string, unknown>) =>
    call<PrePayDetail>(api().app, '/v1/order/pre-pay-detail', body, s.token);
  const member = async (s: Shopper) => data(await call<MemberInfo>(api().app, '/v1/member/query', {}, s.token));
  const addToTote = async (s: Shopper, saleType: 'rent' | 'purchase', sku: string, quantity?: number) =>
    data(
      await call<AddToteResult>(
        api().app,
        '/v1/shopCart/add',
        { saleType, sku, ...(quantity ? { quantity } : {}) },
        s.token,
      ),
    );
  const points = async (s: Shopper) => data(await call<UserInfo>(api().app, '/v1/profile/info', {}, s.token)).points;
  const err = (code: number, content: string) => ({ code, message: { action: 'toast', content }, data: null });

  async function subscribed(): Promise<Shopper> {
    const s = await readyShopper(api().app);
    expect((await checkout(api().app, s.token, { mode: 'subscribe' })).status).toBe('success');
    return s;
  }

  return { nextSku, detail, member, addToTote, points, err, subscribed };
}
