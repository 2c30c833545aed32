/**
 * Helpers of the card payment tests (payments, payments-emulator-api, payments-idempotency), bound to the
 * test file's api.
 */
import type { MemberInfo } from '@tote/contract/member';
import type { PayResult } from '@tote/contract/checkout';
import { data } from './http.js';
import { call } from './accounts-helpers.js';
import type { TestApi } from './db.js';
import { create, type Shopper } from './member-helpers.js';

export const RETURN_URL = 'http://localhost:8080/payment-result-check?from=subscribe';

/** `api()` gives the file's TestApi once its beforeAll has run. */
export function paymentHelpers(api: () => TestApi) {
  const member = async (s: Shopper): Promise<MemberInfo> =>
    data(await call<MemberInfo>(api().app, '/v1/member/query', {}, s.token));
  const result = async (s: Shopper, orderId: number): Promise<PayResult> =>
    data(await call<PayResult>(api().app, '/v1/order/queryPayResult', { orderId }, s.token, 'GET'));

  async function subscribeOrder(s: Shopper): Promise<number> {
    return data(await create(api().app, s.token, { mode: 'subscribe' })).orderId;
  }

  return { member, result, subscribeOrder };
}
