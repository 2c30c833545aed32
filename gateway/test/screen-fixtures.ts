/**
 * What the web app's screen queries need to show something real: ids of the seeded catalog (read from the
 * api), and a member with a paid subscription, a paid purchase order, receipts, a Tote of rented and bought
 * items, saved products, followed brands and a redeemed gift card (made through the gateway, as the shop would;
 * the card issued by the api's development route); and the variables each query of the web app is sent with
 * (upstream-calls.test.ts).
 */
import { expect } from 'vitest';
import type { TaxonomyResponse } from '@tote/contract/catalog';
import type { GiftCardIssued } from '@tote/contract/gift-cards';
import { listingId, toGlobalId } from '../src/ids.js';
import { Browser, signUp } from './account-helpers.js';
import { v1 } from './helpers.js';
import { checkout, readyToPay } from './member-queries.js';
import { ADD_TO_TOTE, inStockSkus } from './tote-queries.js';
import { ADD_TO_WISHLIST } from './wishlist-queries.js';
import { deliveredPurchase, REQUEST_RETURN } from './returns-helpers.js';

/** Far from the other files' products (tote-queries.ts `inStockSkus`), with plenty of stock. */
const SKU_OFFSET = 1_000;

export interface Catalog {
  productIds: number[];
  brandIds: number[];
  categoryCode: string;
  collectionCode: string;
  occasionCode: string;
}

export async function seededCatalog(): Promise<Catalog> {
  const list = await v1<{ list: { shopProductId: number; brand: { brandId: number } }[] }>('/basic/productList', {
    pageSize: 24,
  });
  const taxonomy = await v1<TaxonomyResponse>('/menu/category/list');
  const withProducts = <T extends { productCount: number }>(l: T[]) => l.find((t) => t.productCount > 0)!;
  return {
    productIds: list.data.list.map((p) => p.shopProductId),
    brandIds: [...new Set(list.data.list.map((p) => p.brand.brandId))],
    categoryCode: withProducts(taxonomy.data.categories).code,
    collectionCode: withProducts(taxonomy.data.collections.filter((c) => c.code !== 'allStyle')).code,
    occasionCode: withProducts(taxonomy.data.occasions).code,
  };
}

const FOLLOW_BRAND = /* GraphQL */ `
  mutation FollowBrand($input: FollowBrandInput!) {
    followBrand(input: $input) {
      userErrors {
        code
        message
      }
    }
  }
`;
const VIEWER_IDS = /* GraphQL */ `
  query ViewerIds {
    viewer {
      id
      referralCode
      receipts(first: 1) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`;

const SHARE_WISHLIST = /* GraphQL */ `
  mutation ShareWishlist {
    shareCollection(input: { kind: WISHLIST, resourceId: 0 }) {
      share {
        shareId
      }
      userErrors {
        message
      }
    }
  }
`;

const REDEEM_GIFT_CARD = /* GraphQL */ `
  mutation RedeemGiftCard($input: RedeemGiftCardInput!) {
    redeemGiftCard(input: $input) {
      userErrors {
        code
        message
      }
    }
  }
`;

const SHARE_ORDER = /* GraphQL */ `
  mutation ShareOrder($input: ShareOrderInput!) {
    shareOrder(input: $input) {
      share {
        shareId
      }
      userErrors {
        code
        message
      }
    }
  }
`;

export interface Member {
  browser: Browser;
  viewerId: string;
  referralCode: string;
  receiptId: string;
  /** A paid purchase order of two lines. */
  orderId: number;
  /** A return ticket of one of its lines (delivered, then asked back). */
  ticketId: number;
  /** A link to that order (shareOrder). */
  shareId: string;
  /** A link to the member's wishlist (shareCollection). */
  wishlistShareId: string;
  /** A delivered line of that order, not reviewed: /review/create. */
  reviewItemId: number;
}

async function addToTote(b: Browser, saleType: 'RENT' | 'PURCHASE', sku: string): Promise<void> {
  const r = await b.gql(ADD_TO_TOTE, { input: { saleType, sku, quantity: 1 } });
  expect(r.data.addToTote.userErrors).toEqual([]);
}

/** A fresh member with something on every screen of their account. */
export async function memberWithHistory(gatewayUrl: string, catalog: Catalog): Promise<Member> {
  const b = new Browser(gatewayUrl);
  await signUp(b);
  await readyToPay(b);
  expect((await checkout(b, 'SUBSCRIBE')).payload.paymentResult.status).toBe('SUCCESS');
  const skus = await inStockSkus(6, SKU_OFFSET, 12);
  for (const s of skus.slice(0, 2)) await addToTote(b, 'PURCHASE', s.sku);
  const { orderId, payload } = await checkout(b, 'PURCHASE_ONLY');
  expect(payload.paymentResult.status).toBe('SUCCESS');
  for (const s of skus.slice(2, 4)) await addToTote(b, 'RENT', s.sku);
  for (const s of skus.slice(4, 6)) await addToTote(b, 'PURCHASE', s.sku);
  for (const id of catalog.productIds.slice(0, 4)) {
    const r = await b.gql(ADD_TO_WISHLIST, { input: { productId: toGlobalId('Product', id) } });
    expect(r.data.addToWishlist.userErrors).toEqual([]);
  }
  for (const id of catalog.brandIds.slice(0, 3)) {
    const r = await b.gql(FOLLOW_BRAND, { input: { brandId: toGlobalId('Brand', id) } });
    expect(r.data.followBrand.userErrors).toEqual([]);
  }
  const giftCard = await v1<GiftCardIssued>('/dev/giftCard/issue', { amount: 30 });
  const redeemed = await b.gql(REDEEM_GIFT_CARD, { input: { code: giftCard.data.code } });
  expect(redeemed.data.redeemGiftCard.userErrors).toEqual([]);
  const ids = await b.gql(VIEWER_IDS);
  expect(ids.errors).toBeUndefined();
  const { viewer } = ids.data;
  const shared = await b.gql(SHARE_ORDER, { input: { orderId } });
  expect(shared.data.shareOrder.userErrors).toEqual([]);
  const sharedWishlist = await b.gql(SHARE_WISHLIST);
  expect(sharedWishlist.data.shareCollection.userErrors).toEqual([]);
  // The purchase delivered and one of its lines on its way back: a return ticket for the return screens.
  const { orderItemIds } = await deliveredPurchase({ b, orderId });
  const returned = await b.gql(REQUEST_RETURN, { input: { orderId, orderItemIds: orderItemIds.slice(0, 1) } });
  expect(returned.data.requestReturn.userErrors).toEqual([]);
  return {
    browser: b,
    viewerId: viewer.id,
    referralCode: viewer.referralCode,
    receiptId: viewer.receipts.edges[0].node.id,
    orderId,
    shareId: shared.data.shareOrder.share.shareId,
    wishlistShareId: sharedWishlist.data.shareCollection.share.shareId,
    ticketId: returned.data.requestReturn.ticket.ticketId,
    reviewItemId: orderItemIds[1]!,
  };
}

/** Who asks, with which variables. */
export interface Screen {
  as: 'guest' | 'member';
  variables?: Record<string, unknown>;
}

/** The variables of every query of the web app, as its screens send them. */
export function screenVariables(catalog: Catalog, member: Member): Record<string, Screen> {
  const { productIds, brandIds, categoryCode, collectionCode, occasionCode } = catalog;
  const [productId] = productIds as [number];
  const [brandId] = brandIds as [number];
  const productNode = toGlobalId('Product', productId);
  const page = (id: string) => ({ id, count: 24, cursor: null });
  const g = (variables?: Record<string, unknown>): Screen => ({ as: 'guest', variables });
  const m = (variables?: Record<string, unknown>): Screen => ({ as: 'member', variables });
  const orderId = member.orderId;
  return {
    HomeScreenQuery: m(),
    CategoryScreenQuery: g({ code: categoryCode }),
    CollectionScreenQuery: g({ code: collectionCode, title: null }),
    OccasionsScreenQuery: g({ code: occasionCode, hasCode: true }),
    NewArrivalsScreenQuery: g(),
    BrandScreenQuery: m({ brandId, code: String(brandId) }),
    BrandsScreenQuery: g(),
    BrandGridPaginationQuery: g({ count: 24, cursor: null }),
    ProductGridPaginationQuery: m(page(listingId({ kind: 'CATEGORY', code: categoryCode, title: null }))),
    ProductScreenQuery: m({ productId, colorId: null }),
    SizePickerRefetchQuery: g({ id: productNode, colorId: null }),
    ProductReviewsRefetchQuery: g({ id: productNode, filter: { bodyShape: 'PEAR' } }),
    ReviewCreateScreenQuery: m({ orderItemId: member.reviewItemId }),
    AssistantSizeChoiceQuery: g({ productId }),
    AssistantConversationQuery: m(),
    SearchScreenQuery: m({ query: 'dress', hasQuery: true }),
    SearchResultsPaginationQuery: g({ query: 'dress', count: 24, cursor: null }),
    SearchEmptyQuery: m(),
    SearchPanelQuery: m(),
    SearchSuggestionsQuery: g({ prefix: 'dre' }),
    sessionIdQuery: g(),
    PopupsQuery: m(),
    ToteDrawerQuery: m(),
    CheckoutSummaryQuery: m({ input: { mode: 'PURCHASE_ONLY' } }),
    ConfirmStepQuery: m(),
    WishlistScreenQuery: m(),
    WishlistProductsPaginationQuery: m(page(member.viewerId)),
    FollowedBrandsPaginationQuery: m(page(member.viewerId)),
    OrderScreenQuery: m({ orderId }),
    OrderHistoryScreenQuery: m({ tab: 'CURRENT' }),
    OrderHistoryOrdersPaginationQuery: m({ id: member.viewerId, tab: 'PAST', count: 10, cursor: null }),
    RentalHistoryScreenQuery: m({ filter: 'ALL' }),
    RentalHistoryPaginationQuery: m({ id: member.viewerId, filter: 'OUT', count: 10, cursor: null }),
    ReturnRequestScreenQuery: m({ orderId }),
    ReturnTicketScreenQuery: m({ ticketId: member.ticketId }),
    PaymentResultCheckScreenQuery: m({ orderId, hasOrder: true }),
    stripeNextActionPaymentResultQuery: m({ orderId }),
    AccountScreenQuery: m(),
    AccountOverviewScreenQuery: m(),
    MyProfileScreenQuery: m(),
    MySubscriptionScreenQuery: m(),
    CancelMembershipModalQuery: m(),
    ResubscribeScreenQuery: m(),
    SubscribeScreenQuery: g(),
    WaitlistGateQuery: m(),
    WaitlistModalQuery: g(),
    BillingAndReceiptsScreenQuery: m(),
    BillingAndReceiptsScreenDetailQuery: m({ id: member.receiptId }),
    BillingAndReceiptsReceiptsPaginationQuery: m({ id: member.viewerId, count: 10, cursor: null }),
    BonusCreditsScreenQuery: m(),
    BonusCreditsPaginationQuery: m({ id: member.viewerId, count: 20, cursor: null }),
    BonusCreditsReferralsPaginationQuery: m({ id: member.viewerId, count: 20, cursor: null }),
    ProductPollsScreenQuery: m(),
    StyleSurveyScreenQuery: m(),
    RegisterScreenQuery: g({ code: member.referralCode, hasCode: true }),
    LoginScreenQuery: g({ returnTo: '/account' }),
    ResetPasswordScreenQuery: g(),
    UnlockScreenQuery: g(),
    EmailUnsubscribedScreenQuery: g(),
    DownloadAppScreenQuery: g(),
    TermsScreenQuery: g(),
    NotFoundScreenQuery: g(),
    ErrorExpiredScreenQuery: g(),
    ShareOrderScreenQuery: g({ shareId: member.shareId }),
    ShareCollectionScreenQuery: g({
      shareId: member.wishlistShareId,
      page: 1,
      pageSize: 24,
      sort: 'PRICE_ASC',
      filter: { availableNow: true },
    }),
    CapsulesSectionRefetchQuery: m({ id: member.viewerId }),
    AddToCapsuleQuery: m(),
    // The web's component tests' queries (a product card, the PDP's pickers and buttons, the Tote).
    ProductCardTestQuery: m(),
    ColorPickerTestQuery: g(),
    ProductGalleryTestQuery: g(),
    SizePickerTestQuery: g({ colorId: null }),
    PdpActionsTestQuery: m(),
    ProductRecommendationsTestQuery: m(),
    ShareProductButtonTestQuery: g(),
    WishlistHeartTestQuery: m(),
    ToteViewTestQuery: m(),
    ToteCheckoutTestQuery: m(),
  };
}
