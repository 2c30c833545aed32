// Tote GraphQL queries matched to the peer's bench/queries.mjs (same page, same data needs), for
// ../shared/peers/vendure/bench/side-by-side.mjs --tote-queries <this file>. Kept in step with the schema.
export const QUERIES = {
  // (a) product list page: 20 products with cover image + per-size price/stock
  // (Vendure: featuredAsset + variants{priceWithTax stockLevel})
  list: {
    query: `query ProductList {
  productListing(scope: { kind: ALL }) {
    products(first: 20) {
      totalCount
      edges { node { id title slug cover { url } price { amount } sizes { sku stock } } }
    }
  }
}`,
  },
  // (b) product detail page
  detail: {
    query: `query ProductDetail($slug: String!) {
  product(slug: $slug) {
    id title slug description details
    cover { url alt }
    colors { colorId name hex images { url alt } }
    sizes { sku label stock availability }
    price { amount currency } originalPrice { amount } rentalPrice { amount }
    brand { id name }
    categories { id code name }
    occasions { id code name }
    config { canRent canBuy sizeChart { label us detail } }
  }
}`,
    variables: { slug: process.env.DETAIL_SLUG || '11200-ondine-blush-lace-mini-dress' },
  },
  // (c) search "shirt", 20 results (Vendure: search(term: "shirt", take: 20, groupByProduct: true) with price)
  search: {
    query: `query Search {
  search(query: "shirt", first: 20) {
    totalCount
    edges { node { id title slug price { amount } } }
  }
}`,
  },
  typename: { query: `{ __typename }` },
};
