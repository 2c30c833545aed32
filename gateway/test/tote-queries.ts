/** The Tote domain's operations, as the web asks them, and helpers to find SKUs in the seeded catalog. */
import { v1 } from './helpers.js';

export const TOTE_ITEM_FIELDS = /* GraphQL */ `
  id cartItemId saleType sku size quantity maxQuantity availability checked addedAt
  color { colorId name hex }
  image { url alt }
  unitPrice { amount formatted }
  lineTotal { amount formatted }
  product { id productId title isWished }
`;

export const TOTE_FIELDS = /* GraphQL */ `
  id count upperLimit topInfo bottomInfo checkedItemIds
  billing { nextBillingDate showUnlockEarly messages lastAddType }
  rent { saleType num topInfo emptyState { title message buttonText link } items { ${TOTE_ITEM_FIELDS} } }
  purchase { saleType num topInfo emptyState { title message buttonText link } items { ${TOTE_ITEM_FIELDS} } }
`;

const USER_ERRORS = 'userErrors { code field message }';

export const VIEWER_TOTE = /* GraphQL */ `query ViewerTote { viewer { id toteIcon tote { ${TOTE_FIELDS} } } }`;

export const ADD_TO_TOTE = /* GraphQL */ `
  mutation AddToTote($input: AddToToteInput!) {
    addToTote(input: $input) {
      item { ${TOTE_ITEM_FIELDS} }
      tote { ${TOTE_FIELDS} }
      product { id productId toteButtons { rentSkusInTote purchaseSkusInTote rentCount } }
      viewer { id toteIcon }
      ${USER_ERRORS}
    }
  }
`;

const CHANGE_FIELDS = `tote { ${TOTE_FIELDS} } viewer { id toteIcon } removedItemIds ${USER_ERRORS}`;

export const REMOVE_FROM_TOTE = /* GraphQL */ `mutation RemoveFromTote($input: RemoveFromToteInput!) { removeFromTote(input: $input) { ${CHANGE_FIELDS} } }`;
export const REMOVE_SKU_FROM_TOTE = /* GraphQL */ `mutation RemoveSkuFromTote($input: RemoveSkuFromToteInput!) { removeSkuFromTote(input: $input) { ${CHANGE_FIELDS} } }`;
export const EDIT_TOTE_ITEM = /* GraphQL */ `mutation EditToteItem($input: EditToteItemInput!) { editToteItem(input: $input) { ${CHANGE_FIELDS} } }`;
export const UNDO_TOTE_REMOVAL = /* GraphQL */ `mutation UndoToteRemoval { undoToteRemoval { ${CHANGE_FIELDS} } }`;
export const SET_CHECKED = /* GraphQL */ `mutation SetChecked($input: SetCheckedToteItemsInput!) { setCheckedToteItems(input: $input) { ${CHANGE_FIELDS} } }`;

export const TOTE_BUTTONS = /* GraphQL */ `
  query ToteButtons($productId: Int!, $colorId: Int) {
    product(productId: $productId) {
      id
      isWished
      toteButtons(colorId: $colorId) {
        colorId
        canRent
        rentLabel
        rentDisabledReason
        canBuy
        buyLabel
        rentSkusInTote
        purchaseSkusInTote
        rentCount
        upperLimit
      }
    }
  }
`;

export const PDP_WITH_BUTTONS = /* GraphQL */ `
  query PdpWithButtons($productId: Int!) {
    viewer {
      id
      toteIcon
    }
    product(productId: $productId) {
      id
      title
      isWished
      description
      sizes {
        sku
        label
        stock
        availability
      }
      config {
        canRent
        canBuy
      }
      toteButtons {
        canRent
        rentLabel
        canBuy
        buyLabel
        rentSkusInTote
        purchaseSkusInTote
        rentCount
        upperLimit
      }
      brand {
        id
        name
        isFollowed
      }
      similarItems(first: 8) {
        id
        title
        isWished
      }
    }
  }
`;

export const LISTING_HEARTS = /* GraphQL */ `
  query ListingHearts($first: Int) {
    productListing(scope: { kind: ALL }) {
      products(first: $first) {
        edges {
          node {
            id
            productId
            isWished
            brand {
              id
              isFollowed
            }
          }
        }
      }
    }
  }
`;

export const NODE = /* GraphQL */ `
  query Node($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Tote {
        count
        rent {
          items {
            id
          }
        }
        purchase {
          items {
            id
          }
        }
      }
      ... on ToteItem {
        cartItemId
        sku
        quantity
        saleType
      }
    }
  }
`;

export const WISHLIST = /* GraphQL */ `
  query Wishlist($first: Int, $after: String) {
    viewer {
      id
      wishlist(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
        edges {
          cursor
          node {
            id
            productId
            isWished
          }
        }
      }
    }
  }
`;

export const ADD_TO_WISHLIST = /* GraphQL */ `mutation AddToWishlist($input: WishlistInput!) { addToWishlist(input: $input) { product { id productId title isWished } wishlistCount ${USER_ERRORS} } }`;
export const REMOVE_FROM_WISHLIST = /* GraphQL */ `mutation RemoveFromWishlist($input: WishlistInput!) { removeFromWishlist(input: $input) { product { id productId isWished } wishlistCount ${USER_ERRORS} } }`;

export const FOLLOWED_BRANDS = /* GraphQL */ `
  query FollowedBrands($first: Int, $after: String) {
    viewer {
      id
      followedBrands(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            brandId
            name
            isFollowed
          }
        }
      }
    }
  }
`;
export const FOLLOW_BRAND = /* GraphQL */ `mutation FollowBrand($input: FollowBrandInput!) { followBrand(input: $input) { brand { id brandId name isFollowed } ${USER_ERRORS} } }`;
export const UNFOLLOW_BRAND = /* GraphQL */ `mutation UnfollowBrand($input: FollowBrandInput!) { unfollowBrand(input: $input) { brand { id brandId isFollowed } ${USER_ERRORS} } }`;

export const REQUEST_STOCK_NOTIFICATION = /* GraphQL */ `mutation RequestStock($input: RequestStockNotificationInput!) { requestStockNotification(input: $input) { sku saved ${USER_ERRORS} } }`;
export const TRACK_EVENT = /* GraphQL */ `mutation Track($input: TrackEventInput!) { trackEvent(input: $input) { recorded ${USER_ERRORS} } }`;

export const PRODUCT_ROWS = /* GraphQL */ `
  query ProductRows {
    viewer {
      id
      recentlyViewed(first: 5) {
        id
        productId
      }
      productsYouLike(first: 6) {
        id
        productId
        isWished
      }
    }
    toteSuggestions(first: 4) {
      id
      productId
      isWished
    }
  }
`;

export const productGlobalId = (id: number) => Buffer.from(`Product:${id}`).toString('base64');
export const brandGlobalId = (id: number) => Buffer.from(`Brand:${id}`).toString('base64');
export const toteItemGlobalId = (id: number) => Buffer.from(`ToteItem:${id}`).toString('base64');

export interface SeedSku {
  shopProductId: number;
  colorId: number;
  sku: string;
  stock: number;
}

/**
 * SKUs of the seeded catalog with at least `minStock` pieces, one per product, from the products at
 * `offset` on (each test file takes its own range, so files do not sell out each other's sizes).
 */
export async function inStockSkus(count: number, offset: number, minStock = 4): Promise<SeedSku[]> {
  const out: SeedSku[] = [];
  for (let page = 0; out.length < count && page < 10; page++) {
    const list = await v1<{ list: { shopProductId: number }[] }>('/basic/productList', {
      offset: offset + page * 40,
      pageSize: 40,
      availableNow: true,
    });
    for (const p of list.data.list) {
      const skus = await v1<{ list: { sku: string; stock: number; colorId: number }[] }>('/product/skuList', {
        shopProductId: p.shopProductId,
      });
      const s = skus.data.list.find((x) => x.stock >= minStock);
      if (s) out.push({ shopProductId: p.shopProductId, colorId: s.colorId, sku: s.sku, stock: s.stock });
      if (out.length === count) break;
    }
  }
  if (out.length < count) throw new Error(`only ${out.length} SKUs with ${minStock}+ pieces`);
  return out;
}
