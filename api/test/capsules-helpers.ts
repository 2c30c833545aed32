/** Calls of the capsule and share tests: a member's capsule of on-shelf catalog products. */
import type { Capsule } from '@tote/contract/capsules';
import { call } from './accounts-helpers.js';
import { data } from './http.js';
import type { TestApi } from './db.js';

export function capsuleHelpers(api: () => TestApi) {
  const cap = <T>(path: string, token: string | undefined, body: Record<string, unknown> = {}) =>
    call<T>(api().app, `/v1/capsule/${path}`, body, token);
  /** On-shelf catalog product ids, from the `skip`-th on (tests pick their own). */
  const products = async (n: number, skip = 0): Promise<number[]> =>
    (
      await api()
        .db.selectFrom('products')
        .select('id')
        .where('on_shelf', '=', true)
        .orderBy('id')
        .offset(skip)
        .limit(n)
        .execute()
    ).map((p) => p.id);
  /** A new capsule holding `productIds`. */
  async function capsuleWith(token: string, name: string, productIds: number[]): Promise<Capsule> {
    let c = data(await cap<Capsule>('create', token, { name }));
    for (const shopProductId of productIds)
      c = data(await cap<Capsule>('addProduct', token, { capsuleId: c.capsuleId, shopProductId }));
    return c;
  }
  return { cap, products, capsuleWith };
}
