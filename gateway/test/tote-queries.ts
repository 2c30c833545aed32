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
  id count upperLimit boxStatus topInfo bottomInfo checkedItemIds
  billing { nextBillingDate showUnlockEarly messages lastAddType }
  rent { saleType num topInfo emptyState { title message buttonText link } items { ${TOTE_ITEM_FIELDS} } }
  purchase { saleType num topInfo emptyState { title message buttonText link } items { ${TOTE_ITEM_FIELDS} } }
`;

export const USER_ERRORS = 'userErrors { code field message }';

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

/** `mutation Name($input: Type!) { field(input: $input) { selection } }`: a mutation of one input. */
export const inputMutation = (name: string, inputType: string, field: string, selection: string) =>
  `mutation ${name}($input: ${inputType}!) { ${field}(input: $input) { ${selection} } }`;

const CHANGE_FIELDS = `tote { ${TOTE_FIELDS} } viewer { id toteIcon } removedItemIds ${USER_ERRORS}`;

export const REMOVE_FROM_TOTE = inputMutation('RemoveFromTote', 'RemoveFromToteInput', 'removeFromTote', CHANGE_FIELDS);
export const REMOVE_SKU_FROM_TOTE = inputMutation(
  'RemoveSkuFromTote',
  'RemoveSkuFromToteInput',
  'removeSkuFromTote',
  CHANGE_FIELDS,
);
export const EDIT_TOTE_ITEM = inputMutation('EditToteItem', 'EditToteItemInput', 'editToteItem', CHANGE_FIELDS);
export const UNDO_TOTE_REMOVAL = /* GraphQL */ `mutation UndoToteRemoval { undoToteRemoval { ${CHANGE_FIELDS} } }`;
export const SET_CHECKED = inputMutation(
  'SetChecked',
  'SetCheckedToteItemsInput',
  'setCheckedToteItems',
  CHANGE_FIELDS,
);

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
