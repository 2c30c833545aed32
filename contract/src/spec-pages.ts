/**
 * Every page of SPEC §2, as a shopper lands on it: the list the first-visit audit opens (e2e/audit.spec.ts) and the
 * gateway's tests draw on the server (gateway/test/document-every-route.test.ts), one list for both. The pages that
 * name a product, a brand, a category, a collection, an order or a share take real ones, which each suite makes: the
 * catalog's with the query below, the shopper's its own way.
 */

/** The real parameters of the pages: catalog paths anyone sees, and a shopper's order, its item and share links. */
export interface SpecPageParams {
  /** A product page's path (/product/…). */
  product: string;
  brand: string;
  category: string;
  collection: string;
  orderId: number;
  orderItemId: number;
  /** The path of a link sharing the order. */
  orderShare: string;
  /** The path of a link sharing the wishlist. */
  wishlistShare: string;
}

export const specPages = (p: SpecPageParams): string[] => [
  '/',
  '/home',
  '/new-arrivals',
  '/occasions',
  '/brands',
  p.brand,
  p.category,
  p.collection,
  '/collection/allStyle?title=Summer%20dresses',
  '/search?q=dress',
  p.product,
  '/wishlist',
  '/login',
  '/login-entrance',
  '/register',
  '/register/MAYA2025/from-maya',
  '/reset-password',
  '/unlock',
  '/email-unsubscribed',
  '/resubscribe',
  '/subscribe',
  '/resume-subscription',
  '/account',
  '/account/account-overview',
  '/account/billing-and-receipts',
  '/account/bonus-credits-and-referrals',
  '/account/my-profile',
  '/account/my-subscription',
  '/account/order-history',
  '/account/product-polls',
  `/order/${p.orderId}`,
  `/payment-result-check?from=checkout&orderIds=${p.orderId}`,
  `/review/create?orderItemId=${p.orderItemId}`,
  p.orderShare,
  p.wishlistShare,
  '/download_app',
  '/error/expired',
  '/404',
  '/no/such/page',
  '/500?error=Upstream%20timed%20out',
  '/terms',
];

/** GraphQL: a brand, the categories and collections, and a product of New arrivals, as anyone sees them. */
export const SPEC_PAGES_CATALOG_QUERY = `
  query SpecPagesCatalog {
    brands(first: 1) { edges { node { url } } }
    categories { url }
    collections { url code }
    productListing(scope: { kind: NEW_ARRIVALS }) { products(first: 1) { edges { node { id url } } } }
  }
`;

/** The query's data. */
export interface SpecPagesCatalog {
  brands: { edges: { node: { url: string } }[] };
  categories: { url: string }[];
  collections: { url: string; code: string }[];
  productListing: { products: { edges: { node: { id: string; url: string } }[] } };
}

/** The catalog's part of the parameters (a collection other than allStyle, which takes a title), and the product. */
export function specPagesCatalogParams(
  data: SpecPagesCatalog,
): Pick<SpecPageParams, 'product' | 'brand' | 'category' | 'collection'> & { productId: string } {
  const product = data.productListing.products.edges[0]!.node;
  return {
    product: product.url,
    productId: product.id,
    brand: data.brands.edges[0]!.node.url,
    category: data.categories[0]!.url,
    collection: data.collections.find((c) => c.code !== 'allStyle')!.url,
  };
}
