/**
 * Real parameters for the pages of SPEC §2 (@tote/contract/spec-pages, the list the first-visit audit opens too),
 * made through the gateway: catalog URLs anyone sees, and a fresh shopper's delivered order, its item and links
 * sharing that order and her wishlist.
 */
import {
  SPEC_PAGES_CATALOG_QUERY,
  specPagesCatalogParams,
  type SpecPageParams,
  type SpecPagesCatalog,
} from '@tote/contract/spec-pages';
import type { Browser } from './account-helpers.js';
import { gql } from './helpers.js';
import { orderMaker } from './share-helpers.js';
import { deliveredPurchase } from './returns-helpers.js';
import { ADD_TO_WISHLIST } from './wishlist-queries.js';

const SHARE_ORDER = /* GraphQL */ `
  mutation SpecRoutesShareOrder($input: ShareOrderInput!) {
    shareOrder(input: $input) {
      share {
        url
      }
      userErrors {
        message
      }
    }
  }
`;

const SHARE_WISHLIST = /* GraphQL */ `
  mutation SpecRoutesShareWishlist {
    shareCollection(input: { kind: WISHLIST, resourceId: 0 }) {
      share {
        url
      }
      userErrors {
        message
      }
    }
  }
`;

/** Far from the other files' products (tote-queries.ts `inStockSkus`). */
const SKU_OFFSET = 500;

/** A mutation's payload, as far as these read it. */
type Payload<K extends string> = Record<K, { share?: { url: string }; userErrors: { message: string }[] }>;

/** The answer's data; an answer with errors, without data or with a payload's userErrors fails the preparation. */
function ok<T extends object>(answer: { data?: T | null; errors?: unknown }, what: string): T {
  const payloads = Object.values(answer.data ?? {}) as Array<{ userErrors?: unknown[] } | null>;
  if (!answer.data || answer.errors || payloads.some((p) => (p?.userErrors?.length ?? 0) > 0))
    throw new Error(`${what}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The routes' parameters, and the shopper whose order and wishlist they name (signed in, in her browser). */
export async function prepareSpecPageParams(gatewayUrl: string): Promise<{ params: SpecPageParams; shopper: Browser }> {
  const { productId, ...catalog } = specPagesCatalogParams(
    ok(await gql<SpecPagesCatalog>(gatewayUrl, SPEC_PAGES_CATALOG_QUERY), 'the catalog'),
  );
  const placed = await orderMaker(
    () => gatewayUrl,
    () => SKU_OFFSET,
  )();
  const { b, orderId, orderItemIds } = await deliveredPurchase(placed);
  const sharedOrder = ok(await b.gql<Payload<'shareOrder'>>(SHARE_ORDER, { input: { orderId } }), 'shareOrder');
  ok(await b.gql<Payload<'addToWishlist'>>(ADD_TO_WISHLIST, { input: { productId } }), 'addToWishlist');
  const sharedWishlist = ok(await b.gql<Payload<'shareCollection'>>(SHARE_WISHLIST), 'shareCollection');
  const params = {
    ...catalog,
    orderId,
    orderItemId: orderItemIds[0]!,
    orderShare: new URL(sharedOrder.shareOrder.share!.url).pathname,
    wishlistShare: new URL(sharedWishlist.shareCollection.share!.url).pathname,
  };
  return { params, shopper: b };
}
