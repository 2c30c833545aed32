/**
 * The parent ("source") objects the resolvers receive: the /v1 contract shapes, unchanged where they
 * fit, so a connection can hand each node the data it already fetched. codegen maps the GraphQL
 * types to these (scripts/codegen.ts `mappers`).
 */
import type {
  AppDynamic,
  AppInit,
  BrandInfo,
  BrandRef,
  CategoryGroup,
  ColorOption,
  FilterInfo,
  HomeModule,
  ImageRef,
  MenuItem,
  Page,
  PlpHeader,
  ProductCard,
  ProductConfig,
  Size,
  Taxon,
} from '@tote/contract/catalog';
import type { UserInfo } from '@tote/contract/account';
import type { NotifySetting, Profile } from '@tote/contract/profile';
import type { LoginMethod } from '@tote/contract/social-sign-in';
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
import type { Address, BillingAddress } from '@tote/contract/address';
import type {
  CheckoutLine,
  ClientPaymentIntent,
  CouponSummary,
  OrderCreated,
  PayResult,
  PrePayDetail,
} from '@tote/contract/checkout';
import type { CouponCheck } from '@tote/contract/coupons';
import type { PointLogEntry, ReferralEntry } from '@tote/contract/points';
import type { ReceiptDetail, ReceiptLine, ReceiptSummary } from '@tote/contract/receipts';
import type { CancelSurvey, MemberInfo, Plan, SurveyQuestion } from '@tote/contract/member';
import type { EmulatorTestCard, PaymentConfig, PaymentInfo } from '@tote/contract/payment';
import type { OrderDetail, OrderLineView, ShipmentView, TrackingEventView } from '@tote/contract/order';
import type {
  OrderSummary,
  OrderTabs,
  RentalHistoryDetail,
  RentalHistorySummary,
  RentalItem,
} from '@tote/contract/order-history';
import type { RefundView, ReturnableItem, ReturnPreCheckout, ReturnTicketDetail } from '@tote/contract/returns';
import type { SearchBefore, SearchResponse, SearchSuggestions } from '@tote/contract/search';
import type {
  AiChatHistory,
  AiChatMessage,
  AiLook,
  AiProcessingData,
  AiProductCard,
  AiSender,
} from '@tote/contract/assistant';
import type { Capsule } from '@tote/contract/capsules';
import type { ProductListKind } from './__generated__/resolvers-types.js';

/** A product card from any list; /product/info data is a superset of it. */
export type ProductModel = ProductCard;

/** A brand as referenced by a card (BrandRef) or fully known (BrandInfo). */
export type BrandModel = BrandRef & Partial<Pick<BrandInfo, 'description' | 'logo' | 'productCount'>>;

/** A category as referenced by a card; `taxon` when it came from /menu/category/list. */
export interface CategoryModel {
  code: string;
  name: string;
  group: CategoryGroup;
  taxon?: Taxon;
}

/** A collection or an occasion: code and name, `taxon` when known. */
export interface TaxonModel {
  code: string;
  name: string;
  taxon?: Taxon;
}

/** The scope of a product listing (its global id encodes all three). */
export interface ListingModel {
  kind: ProductListKind;
  code: string | null;
  title: string | null;
}

export interface ConnectionModel<T> {
  page: Page<T>;
  /** How many nodes the client asked for (the upstream page may hold more when first is 0). */
  first?: number;
}

export type ProductConnectionModel = ConnectionModel<ProductCard>;
export type BrandConnectionModel = ConnectionModel<BrandModel>;
export interface EdgeModel<T> {
  cursor: string;
  node: T;
}

/** Money is a USD amount (number) until it reaches the schema. */
export type MoneyModel = number;
export type ImageModel = ImageRef;
export type ColorModel = ColorOption;
export type SizeModel = Size;
export type ProductConfigModel = ProductConfig;
export type ListingHeaderModel = PlpHeader;
export type FacetsModel = FilterInfo;
export type MenuItemModel = MenuItem;
export type AppInitModel = AppInit;
export type PopupModel = AppInit['popInfo'][number];
export type SubscribeIntroduceModel = AppInit['subscribeIntroduce'];
export type AppSettingsModel = AppDynamic;
export interface HomeModel {
  modules: HomeModule[];
}
export type HomeHeroModel = Extract<HomeModule, { type: 'hero' }>;
export type HomeProductRowModel = Extract<HomeModule, { type: 'products' }>;
export type HomeCategoryTilesModel = Extract<HomeModule, { type: 'categories' }>;
export type HomeTileModel = HomeCategoryTilesModel['items'][number];
export type HomeBrandRowModel = Extract<HomeModule, { type: 'brands' }>;
export interface BrandIndexGroupModel {
  initial: string;
  brands: BrandModel[];
}

/** The signed-in shopper: /v1 UserInfo (from /profile/info or a Session). */
export type UserModel = UserInfo;
export type ProfileModel = Profile;
export type NotificationSettingModel = NotifySetting;
export type LoginMethodModel = LoginMethod;

/** The shopper's Tote: the /v1 ToteView (/tote/query, or the answer of a change). */
export type ToteModel = ToteView;
/** One section of a ToteView, with the sale type it holds. */
export type ToteSectionModel = ToteSection & { saleType: SaleType };
export type ToteItemModel = ToteItem;
export type ToteEmptyStateModel = ToteEmptyData;
export type ToteBillingModel = ExtraBillingInfo;
/** /tote/query/pdpButton. */
export type ToteButtonsModel = PdpButtonState;
/** A product page's recommendation rows: the product on view and the row size (resolvers/recommendations.ts). */
export type ProductRecommendationsModel = { shopProductId: number; first: number };

interface UserErrorModel {
  code: string;
  field: string[] | null;
  message: string;
}

/** An add: the Tote, the item and its product are read (/tote/query) only when the client asks for them. */
export interface AddToTotePayloadModel {
  added: AddToteResult | null;
  userErrors: UserErrorModel[];
}

/** A wishlist change: the product is loaded (/product/info) only when the client asks for it. */
export interface WishlistPayloadModel {
  shopProductId: number | null;
  wishlistCount: number | null;
  userErrors: UserErrorModel[];
}

/** A follow change: the brand is loaded (/brands/info) only when the client asks for it. */
export interface FollowBrandPayloadModel {
  brandId: number | null;
  userErrors: UserErrorModel[];
}

// ---- membership and payments (issue 5) ----------------------------------------------------------------

export type MembershipPlanModel = Plan;
export type MembershipModel = MemberInfo;
export type CancelSurveyModel = CancelSurvey;
export type SurveyQuestionModel = SurveyQuestion;
export type AddressModel = Address;
export type BillingAddressModel = BillingAddress;
export type PaymentMethodModel = PaymentInfo;
export type PaymentConfigModel = PaymentConfig;
export type TestCardModel = EmulatorTestCard;
export type CouponModel = CouponSummary;
export type CouponCheckModel = CouponCheck;
export type CheckoutLineModel = CheckoutLine;
export type CheckoutPreviewModel = PrePayDetail;
export type CheckoutPointsModel = PrePayDetail['points'];
export type CheckoutOrderModel = OrderCreated;
export type PaymentResultModel = PayResult;
export type PaymentIntentModel = ClientPaymentIntent;
export type CardSummaryModel = NonNullable<PayResult['card']>;
/** A receipt from the list (a summary) or from /order/receiptDetail (the detail fields too). */
export type ReceiptModel = ReceiptSummary & Partial<ReceiptDetail>;
export type ReceiptLineModel = ReceiptLine;
export type BonusCreditEntryModel = PointLogEntry;
export type ReferralModel = ReferralEntry;

/** A page of an upstream pageIndex/pageSize list, cut to the client's `first`/`after`. */
export interface SliceModel<T> {
  list: T[];
  offset: number;
  total: number;
}
export type ReceiptConnectionModel = SliceModel<ReceiptModel>;
export type BonusCreditConnectionModel = SliceModel<BonusCreditEntryModel> & { balance: number };
export type ReferralConnectionModel = SliceModel<ReferralModel> & {
  referralCode: string;
  rewardPoints: number;
  earnedPoints: number;
};

export interface CheckoutPreviewResultModel {
  preview: CheckoutPreviewModel | null;
  userErrors: UserErrorModel[];
}
export interface CreateOrderPayloadModel {
  order: CheckoutOrderModel | null;
  userErrors: UserErrorModel[];
}
export interface PayOrderPayloadModel {
  paymentResult: PaymentResultModel | null;
  userErrors: UserErrorModel[];
}
export interface MembershipPayloadModel {
  membership: MembershipModel | null;
  userErrors: UserErrorModel[];
}

// ---- the order page (issue 5) -------------------------------------------------------------------------

/** An order from /order/detail, or from the order history's list (its head, lines and actions only). */
export type OrderModel = OrderSummary & Partial<OrderDetail>;
export type OrderLineModel = OrderLineView;
export type ShipmentModel = ShipmentView;
export type TrackingEventModel = TrackingEventView;
export type OrderTabCountModel = OrderTabs['tabs'][number];
export type OrderConnectionModel = SliceModel<OrderModel>;
export type RentalSummaryModel = RentalHistorySummary;
/** A rented item from the history's pages, or from /order/rental-history-detail (with its parcels). */
export type RentalItemModel = RentalItem & Partial<RentalHistoryDetail>;
export type RentalConnectionModel = SliceModel<RentalItemModel>;
export interface CancelOrderPayloadModel {
  order: OrderModel | null;
  userErrors: UserErrorModel[];
}

// ---- returns (issue 12) -------------------------------------------------------------------------------

export type ReturnTicketModel = ReturnTicketDetail;
export type ReturnOptionsModel = ReturnPreCheckout;
export type ReturnableItemModel = ReturnableItem;
export type RefundModel = RefundView;
export interface ReturnTicketPayloadModel {
  ticket: ReturnTicketModel | null;
  order: OrderModel | null;
  userErrors: UserErrorModel[];
}

// ---- search and the AI assistant (issue 10) -----------------------------------------------------------

/** Search results: the upstream page cut to `first`, and the query as sent (facets are fetched for it when asked). */
export interface SearchConnectionModel extends ConnectionModel<ProductCard> {
  page: SearchResponse;
  query: string;
}
export type SearchSuggestionsModel = SearchSuggestions;
export type SearchTermSuggestionModel = SearchSuggestions['terms'][number];
export type SearchDrawerModel = SearchBefore;
/** A recent-searches change: the drawer is read (/ai_search/search_before) only when the client asks for it. */
export interface RecentSearchesPayloadModel {
  recent: string[];
  userErrors: UserErrorModel[];
}

/** The assistant's conversation: each field is its own /v1 read, so the parent carries nothing. */
export type AssistantModel = Record<string, never>;
export type AssistantHistoryModel = AiChatHistory;
export type AssistantMessageModel = AiChatMessage;
export type AssistantSenderModel = AiSender;
export type AssistantProcessingModel = AiProcessingData;
export type AssistantLookModel = AiLook;
export type AssistantProductCardModel = AiProductCard;

// ---- style survey (issue 13) ------------------------------------------------------------------------------
/** The viewer's survey: each field reads its own /v1 call. */
export type StyleSurveyModel = Record<string, never>;

// ---- capsules (issue 13) ----------------------------------------------------------------------------------
/** A capsule as /capsule/* answers it (contract/capsules.ts). */
export type CapsuleModel = Capsule;
