/**
 * The Tote domain's /v1 endpoints (contract/src/tote.ts, wishlist.ts, tracking.ts), plus two
 * batching loaders: `/wishlist/check` and `/wishlist/brand/check` take a list of ids, so every
 * `Product.isWished` (`Brand.isFollowed`) asked in one tick of a request shares one call.
 */
import DataLoader from 'dataloader';
import type { BrandInfo, ListParams, Page, ProductCard } from '@tote/contract/catalog';
import type {
  AddToteParams,
  AddToteResult,
  EditToteParams,
  PdpButtonParams,
  PdpButtonState,
  RemoveBySkuParams,
  RemoveToteParams,
  ToteQueryParams,
  ToteView,
} from '@tote/contract/tote';
import type { TrackingEvent, TrackingResult } from '@tote/contract/tracking';
import type {
  BrandFollowCheck,
  BrandWishlistChange,
  ProductRowParams,
  StockNotificationResult,
  WishlistChange,
  WishlistCheck,
} from '@tote/contract/wishlist';
import type { UpstreamClient } from '../upstream/client.js';
import { read, write } from './define.js';

type None = Record<string, never>;
type Paging = Pick<ListParams, 'pageIndex' | 'pageSize' | 'offset'>;

export const toteEndpoints = {
  // [auth] reads of the signed-in user's own data (context.ts clears them when the session changes)
  tote: read<None, ToteView>('/tote/query'),
  pdpButton: read<PdpButtonParams, PdpButtonState>('/tote/query/pdpButton'),
  wishlist: read<Paging, Page<ProductCard>>('/wishlist/list'),
  followedBrands: read<Paging, Page<BrandInfo>>('/wishlist/brand/list'),
  recentlyViewed: read<ProductRowParams, Page<ProductCard>>('/basic/productListByRecentlyViewed'),
  productsYouLike: read<ProductRowParams, Page<ProductCard>>('/basic/productListByYouLike'),
  // also for guests (minus what a signed-in shopper has in the Tote)
  productsInEmptyTote: read<Paging, Page<ProductCard>>('/basic/productListInEmptyCart'),

  /** `/shopCart/query` with a list: sets the checked items, answers the Tote (a change, so never cached). */
  setCheckedToteItems: write<Required<ToteQueryParams>, ToteView>('/shopCart/query'),
  addToTote: write<AddToteParams, AddToteResult>('/shopCart/add'),
  removeFromTote: write<RemoveToteParams, ToteView>('/shopCart/remove'),
  removeSkuFromTote: write<RemoveBySkuParams, ToteView>('/shopCart/removeBySku'),
  editToteItem: write<EditToteParams, ToteView>('/shopCart/edit'),
  undoToteRemoval: write<None, ToteView>('/shopCart/undo'),
  addToWishlist: write<{ shopProductId: number }, WishlistChange>('/wishlist/add'),
  removeFromWishlist: write<{ shopProductId: number }, WishlistChange>('/wishlist/del'),
  followBrand: write<{ brandId: number }, BrandWishlistChange>('/wishlist/brand/add'),
  unfollowBrand: write<{ brandId: number }, BrandWishlistChange>('/wishlist/brand/del'),
  saveStockNotification: write<{ sku: string }, StockNotificationResult>('/user/saveStockNotification'),
  track: write<TrackingEvent, TrackingResult>('/context/tracking'),
};

/** Most ids the check endpoints take per call. */
export const MAX_CHECK_IDS = 200;

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
function membershipLoader<P extends object, T>(
  client: UpstreamClient,
  path: string,
  params: (ids: number[]) => P,
  idsOf: (data: T) => number[],
): DataLoader<number, boolean> {
  return new DataLoader<number, boolean>(
    async (keys) => {
      const sets = await Promise.all(
        chunks(keys, MAX_CHECK_IDS).map(async (ids) => {
          try {
            return new Set(idsOf(await client.call<T>(path, params(ids), { method: 'POST' })));
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
      '/wishlist/check',
      (ids) => ({ shopProductIdList: ids }),
      (d: WishlistCheck) => d.wishedIdList,
    ),
  /** `/wishlist/brand/check` {brandIdList} → followedIdList. */
  isFollowed: (client: UpstreamClient) =>
    membershipLoader(
      client,
      '/wishlist/brand/check',
      (ids) => ({ brandIdList: ids }),
      (d: BrandFollowCheck) => d.followedIdList,
    ),
};
