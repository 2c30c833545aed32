/** The shopper's Tote, the product page's buttons and the wishlist and follow changes (schema/tote.graphql). */
import type {
  AddToteResult,
  ExtraBillingInfo,
  PdpButtonState,
  SaleType,
  ToteEmptyData,
  ToteItem,
  ToteSection,
  ToteView,
} from '@tote/contract/tote';
import type { UserErrorData } from './_relay.js';

/** The shopper's Tote: the /v1 ToteView (/tote/query, or the answer of a change). */
export type ToteModel = ToteView;
/** One section of a ToteView, with the sale type it holds. */
export type ToteSectionModel = ToteSection & { saleType: SaleType };
export type ToteItemModel = ToteItem;
export type ToteEmptyStateModel = ToteEmptyData;
export type ToteBillingModel = ExtraBillingInfo;
/** /tote/query/pdpButton. */
export type ToteButtonsModel = PdpButtonState;

/** An add: the Tote, the item and its product are read (/tote/query) only when the client asks for them. */
export interface AddToTotePayloadModel {
  added: AddToteResult | null;
  userErrors: UserErrorData[];
}

/** A wishlist change: the product is loaded (/product/info) only when the client asks for it. */
export interface WishlistPayloadModel {
  shopProductId: number | null;
  wishlistCount: number | null;
  userErrors: UserErrorData[];
}

/** A follow change: the brand is loaded (/brands/info) only when the client asks for it. */
export interface FollowBrandPayloadModel {
  brandId: number | null;
  userErrors: UserErrorData[];
}
