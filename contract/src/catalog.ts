/**
 * /v1 catalog contract: the request parameters and `data` shapes of the browsing endpoints.
 * Money is USD as a number with two decimals (e.g. 89.5). Ids are positive integers.
 * Every read endpoint accepts GET (parameters in the query string; arrays comma-separated)
 * and POST (parameters as a JSON body). Unknown parameters are ignored; invalid ones → 40001.
 */
import type { Envelope } from './envelope.js';
import type { PopInfo } from './popups.js';

export type SaleType = 'rent' | 'purchase';
export type SizeAvailability = 'available' | 'only-one' | 'low-stock' | 'oos';
export type CategoryGroup = 'clothing' | 'shoes';
export type SortKey = 'recommended' | 'newest' | 'price_asc' | 'price_desc';

export interface ImageRef {
  // root-relative path, e.g. /images/products/dresses/e8a0a8-1.svg (the api serves GET /images/*; the gateway
  // proxies it)
  url: string;
  alt: string;
}

/** A color as a card shows it: its swatch. Its pictures come with the product (/product/info). */
export interface ColorSwatch {
  colorId: number;
  name: string; // "Rose"
  hex: string; // "#e8a0a8"
}

export interface ColorOption extends ColorSwatch {
  imageSets: ImageRef[]; // ≥ 1, the first is the cover
}

export interface BrandRef {
  brandId: number;
  name: string;
  slug: string;
}

export interface CategoryRef {
  categoryId: number;
  code: string; // upper snake, used in URLs: /category/DRESSES
  name: string; // "Dresses"
  group: CategoryGroup;
}

/** A product as shown on a card in any list. */
export interface ProductCard {
  shopProductId: number;
  slug: string; // "{shopProductId}-{brand-slug}-{title-slug}"; /product/{slug}
  title: string;
  brand: BrandRef;
  categoryList: CategoryRef[]; // the first is the primary category
  price: number; // purchase price
  originalPrice: number; // retail value
  rentalPrice: number; // value of one rental (members rent within their plan)
  cover: ImageRef; // cover of the default color
  hoverImage: ImageRef | null; // the default color's second view, shown on hover
  defaultColorId: number;
  /** The swatches only: a list page carries no picture a card does not show. */
  staticColorList: ColorSwatch[];
  /** Best availability over all sizes of all colors. */
  availability: 'available' | 'low-stock' | 'oos';
  isNew: boolean;
  createdAt: string; // ISO-8601
}

/** Shared parameters of every /basic/productList* endpoint. */
export interface ListParams {
  pageIndex?: number; // 1-based, default 1
  pageSize?: number; // 1..100, default 24
  offset?: number; // ≥ 0; when given it wins over pageIndex (cursor paging)
  orderByColumn?: SortKey; // default 'recommended'
  availableNow?: boolean; // only products with some size in stock
  filter?: ListFilter;
}

export interface ListFilter {
  sizes?: string[]; // size labels, "M", "US 8"
  colors?: string[]; // color names, "Rose"
  brandIds?: number[];
  categoryCodes?: string[];
  priceMin?: number; // purchase price bounds, inclusive
  priceMax?: number;
  /** "In my size, available now": products with one of these sizes in stock (the gateway sends the viewer's). */
  inStockSizes?: string[];
}

export interface Page<T> {
  list: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
  offset: number;
  hasMore: boolean;
}

/**
 * Endpoint-specific parameters (in addition to ListParams):
 * - /basic/productList: categoryCode? (all products when absent)
 * - /basic/productListByOccasion: occasionCode
 * - /basic/productListByCollection: collectionCode; for 'allStyle' also title (substring, case-insensitive)
 * - /basic/productListByNewArrivals: —  (products marked new, newest first unless sorted)
 * - /basic/productListByViavia: — (the editors' "via via" picks: a curated, stable selection)
 * - /basic/productListByBrand: brandId
 * - /basic/productListBySimilarItems: shopProductId (same category, then same brand; never itself)
 * Unknown category/occasion/collection/brand → 20003.
 */
export type ProductListResponse = Page<ProductCard>;

export interface PlpHeaderParams {
  type: 'category' | 'collection' | 'occasion' | 'brand' | 'newArrivals' | 'all';
  code?: string; // category/collection/occasion code, or brandId as a string
  title?: string; // allStyle title query, echoed in the header
}
export interface PlpHeader {
  title: string;
  subtitle: string;
  description: string;
  banner: ImageRef | null;
  breadcrumb: { title: string; link: string }[];
}

export interface Size {
  sku: string; // "P123-C2-M"
  size: string; // "M" or "US 8"
  stock: number;
  availability: SizeAvailability; // 0 → oos, 1 → only-one, 2..3 → low-stock, else available
}

/** /product/info?shopProductId= — 70003 when the product is off shelf, 20003 when unknown. */
export interface ProductInfo extends ProductCard {
  /** Every color with its pictures. */
  staticColorList: ColorOption[];
  description: string;
  details: string[]; // bullet points: fabric, fit, care
  occasions: { occasionId: number; code: string; name: string }[];
  collections: { collectionId: number; code: string; name: string }[];
  sizeType: 'clothing' | 'shoes';
}

/** /product/skuList?shopProductId=&colorId= (colorId optional: all colors). */
export interface SkuListResponse {
  list: (Size & { colorId: number })[];
}

/** /product/config?shopProductId= — what the PDP may offer. */
export interface ProductConfig {
  canRent: boolean;
  canBuy: boolean;
  sizeChart: { label: string; us: string; detail: string }[];
  shippingNote: string;
  returnNote: string;
}

/**
 * /product/page?shopProductId= — what a product page shows, in one read (#35: one /v1 call instead of three): the
 * /product/info data (recording the view, as /product/info does), every color's sizes (/product/skuList without a
 * color) and /product/config. Unknown → 20003; off shelf → 70003.
 */
export interface ProductPage {
  info: ProductInfo;
  skuList: SkuListResponse['list'];
  config: ProductConfig;
}

/**
 * Batch reads, for lists: one call answers many products (brands) instead of one call per card.
 * GET ?shopProductIds=1,2,3 (or POST { shopProductIds: [1, 2, 3] }): 1..100 ids, else 40001.
 * `list` holds one entry per distinct id, in the order first asked: the envelope the single read
 * answers for that id — `code` 0 with `data`, or its failure (20003 unknown, 70003 off shelf) with
 * `message` and `data` null. One id failing never fails the call.
 */
export type BatchEntry<T> = Envelope<T> & { id: number };
export interface BatchResponse<T> {
  list: BatchEntry<T>[];
}
/** /product/skuLists?shopProductIds= — each product's /product/skuList (every color). */
export type SkuListsResponse = BatchResponse<SkuListResponse>;
/** /product/infos?shopProductIds= — each product's /product/info; never counts as the shopper viewing it. */
export type ProductInfosResponse = BatchResponse<ProductInfo>;
/** /product/configs?shopProductIds= — each product's /product/config. */
export type ProductConfigsResponse = BatchResponse<ProductConfig>;

export interface BrandInfo extends BrandRef {
  description: string;
  logo: ImageRef;
  productCount: number;
}
/** /brands/list: Page<BrandInfo> with ListParams paging (pageSize up to 100); sorted by name. */
export type BrandListResponse = Page<BrandInfo>;
/** /brands/infos?brandIds= — each brand's /brands/info (a batch read, see BatchResponse). */
export type BrandInfosResponse = BatchResponse<BrandInfo>;
/** /brands/getBrandNameList — every brand, by name, for the A–Z index. */
export interface BrandNameListResponse {
  list: (BrandRef & { initial: string })[];
}

export interface MenuItem {
  menuId: string;
  title: string;
  link: string; // a web route: /category/DRESSES, /collection/WEDDING_GUEST, /new-arrivals, /brands
  children: MenuItem[];
}
/** /menu/index */
export interface MenuResponse {
  list: MenuItem[];
}

export interface Taxon {
  id: number;
  code: string;
  name: string;
  description: string;
  image: ImageRef;
  productCount: number;
}
/** /menu/category/list — the whole taxonomy. */
export interface TaxonomyResponse {
  categories: (Taxon & { group: CategoryGroup })[];
  collections: Taxon[]; // includes ALL_STYLE with code 'allStyle'
  occasions: Taxon[];
}

/** /filter/info — facets for a list context (same keys as the list endpoints). */
export interface FilterInfoParams {
  categoryCode?: string;
  collectionCode?: string;
  occasionCode?: string;
  brandId?: number;
  newArrivals?: boolean;
  title?: string;
}
export interface FilterInfo {
  sizes: { value: string; count: number }[];
  colors: { value: string; hex: string; count: number }[];
  brands: { brandId: number; name: string; count: number }[];
  categories: { code: string; name: string; count: number }[];
  price: { min: number; max: number };
  sortOptions: { value: SortKey; label: string }[];
}

export type HomeModule =
  | { type: 'hero'; moduleId: string; title: string; subtitle: string; image: ImageRef; link: string; cta: string }
  | { type: 'products'; moduleId: string; title: string; link: string; productList: ProductCard[] }
  | { type: 'categories'; moduleId: string; title: string; items: { title: string; link: string; image: ImageRef }[] }
  | { type: 'brands'; moduleId: string; title: string; brands: BrandInfo[] };
/** /homepage/index — the home page in one call. */
export interface HomepageResponse {
  modules: HomeModule[];
}

/** /app/init */
export interface AppInit {
  /** The terms of service: the web page TERMS_PATH (routes.ts). */
  agreementLink: string;
  /** The banners and pop-ups for this caller, active now (contract/popups.ts). */
  popInfo: PopInfo[];
  subscribeIntroduce: { title: string; content: string; price: number };
  sessionId: string;
}
/**
 * /app/dynamic (GET, no params): settings that may change with a deployment. The store links come from the api's
 * APP_STORE_URL and PLAY_STORE_URL (https URLs; another value is ignored with a warning at start), the support
 * inbox from SUPPORT_EMAIL (default SUPPORT_EMAIL_DEFAULT, support.ts).
 */
export interface AppDynamic {
  announcement: string;
  isShowAI: 0 | 1;
  toteUpperLimit: number;
  /** The Tote app's page on Apple's App Store, or null: no iOS app to offer. */
  appStoreUrl: string | null;
  /** The Tote app's page on Google Play, or null: no Android app to offer. */
  playStoreUrl: string | null;
  /** Where shoppers write to customer care. */
  supportEmail: string;
}
