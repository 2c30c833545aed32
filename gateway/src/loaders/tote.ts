/**
 * The Tote domain's /v1 endpoints (contract/src/tote.ts, wishlist.ts with its holds, tracking.ts), plus two
 * batching loaders: `/wishlist/check` and `/wishlist/brand/check` take a list of ids, so every
 * `Product.isWished` (`Brand.isFollowed`) asked in one tick of a request shares one call.
 */
import DataLoader from 'dataloader';
import { MAX_CHECK_IDS } from '@tote/contract/wishlist';
import type { AnyEndpoint, ParamsOf, ResultOf } from '@tote/contract/v1/endpoint';
import type { Params, UpstreamClient } from '../upstream/client.js';
import { toteV1 } from '@tote/contract/v1/tote';
import { wishlistV1 } from '@tote/contract/v1/wishlist';
import { trackingV1 } from '@tote/contract/v1/tracking';
import { stockHoldsV1 } from '@tote/contract/v1/inventory';
import { read, write } from './define.js';

export const toteEndpoints = {
  // [auth] reads of the signed-in user's own data (context.ts clears them when the session changes)
  tote: read(toteV1.toteQuery),
  pdpButton: read(toteV1.toteQueryPdpButton),
  wishlist: read(wishlistV1.wishlistList),
  followedBrands: read(wishlistV1.wishlistBrandList),
  recentlyViewed: read(wishlistV1.basicProductListByRecentlyViewed),
  productsYouLike: read(wishlistV1.basicProductListByYouLike),
  // also for guests (minus what a signed-in shopper has in the Tote)
  productsInEmptyTote: read(wishlistV1.basicProductListInEmptyCart),

  /** `/shopCart/query` with a list: sets the checked items, answers the Tote (a change, so never cached). */
  setCheckedToteItems: write(toteV1.shopCartQuery),
  addToTote: write(toteV1.shopCartAdd),
  removeFromTote: write(toteV1.shopCartRemove),
  removeSkuFromTote: write(toteV1.shopCartRemoveBySku),
  editToteItem: write(toteV1.shopCartEdit),
  undoToteRemoval: write(toteV1.shopCartUndo),
  addToWishlist: write(wishlistV1.wishlistAdd),
  removeFromWishlist: write(wishlistV1.wishlistDel),
  followBrand: write(wishlistV1.wishlistBrandAdd),
  unfollowBrand: write(wishlistV1.wishlistBrandDel),
  saveStockNotification: write(wishlistV1.userSaveStockNotification),
  stockHolds: read(stockHoldsV1.list),
  declineStockHold: write(stockHoldsV1.decline),
  track: write(trackingV1.tracking),
};

export { MAX_CHECK_IDS };

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * How long a check waits for the request's other calls at most: a product list that answers later
 * than this gets a check call of its own.
 */
export const CHECK_MAX_WAIT_MS = 1_000;

/**
 * Dispatches a batch once the request's other upstream calls have answered (or after
 * CHECK_MAX_WAIT_MS): the cards of every list of the request (a PDP and its similar items, the
 * rows of a page) share one check. Those lists have to answer before their cards' checks anyway.
 */
function afterOtherCalls(client: UpstreamClient): (dispatch: () => void) => void {
  return (dispatch) => {
    let timer: NodeJS.Timeout | undefined;
    const cap = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CHECK_MAX_WAIT_MS);
      timer.unref();
    });
    void Promise.race([client.whenIdle(), cap]).then(() => {
      clearTimeout(timer);
      dispatch();
    });
  };
}

/**
 * id → "in the set the endpoint answered": one POST per ≤ 200 distinct ids asked while the request's other
 * calls run.
 */
function membershipLoader<E extends AnyEndpoint>(
  client: UpstreamClient,
  entry: E,
  params: (ids: number[]) => ParamsOf<E> & Params,
  idsOf: (data: ResultOf<E>) => number[],
): DataLoader<number, boolean> {
  return new DataLoader<number, boolean>(
    async (keys) => {
      const sets = await Promise.all(
        chunks(keys, MAX_CHECK_IDS).map(async (ids) => {
          try {
            return new Set(idsOf(await client.request(entry, params(ids))));
          } catch (e) {
            return e instanceof Error ? e : new Error(String(e));
          }
        }),
      );
      return keys.map((id, i) => {
        const s = sets[Math.floor(i / MAX_CHECK_IDS)]!;
        return s instanceof Error ? s : s.has(id);
      });
    },
    { maxBatchSize: MAX_CHECK_IDS * 5, batchScheduleFn: afterOtherCalls(client) },
  );
}

/**
 * The membership checks, gathered over the request (see membershipLoader): keys are ids, values whether the
 * signed-in shopper saved / follows it. Makers for `lazyLoaders` (define.ts).
 */
export const checkLoaderMakers = {
  /** `/wishlist/check` {shopProductIdList} → wishedIdList. */
  isWished: (client: UpstreamClient) =>
    membershipLoader(
      client,
      wishlistV1.wishlistCheck,
      (ids) => ({ shopProductIdList: ids }),
      (d) => d.wishedIdList,
    ),
  /** `/wishlist/brand/check` {brandIdList} → followedIdList. */
  isFollowed: (client: UpstreamClient) =>
    membershipLoader(
      client,
      wishlistV1.wishlistBrandCheck,
      (ids) => ({ brandIdList: ids }),
      (d) => d.followedIdList,
    ),
};
