/**
 * The uncached mix of `side-by-side.ts --uncached`: every request asks something new (another page size, sort and
 * offset of the list, another three-word search), so no response cache can answer it. The same generators as
 * ../shared/peers/vendure/bench/side-by-side-uncached.mjs, for the peer (Vendure's Shop API) and for Tote. Detail's
 * key space is the catalog, which a cache learns in seconds: it picks a random product, and is measured with the
 * response cache off (`RESPONSE_CACHE=0`).
 */
type Body = { query: string; variables: Record<string, unknown> };
export type Make = (slugs: readonly string[]) => Body;

const WORDS = ['dress', 'shirt', 'linen', 'blue', 'black', 'wool', 'silk', 'shoes', 'boot', 'jacket', 'skirt', 'coat',
  'red', 'cotton', 'leather', 'green', 'white', 'midi', 'mini', 'knit', 'denim', 'satin', 'sandal', 'loafer', 'tank',
  'cardigan', 'blazer', 'trouser', 'short', 'sweater']; // prettier-ignore
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const term = () => `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`;
const size = () => 10 + Math.floor(Math.random() * 21);
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

export const PEER: Record<string, string> = {
  list: [
    `query($s:Int!, $t:Int!, $o:ProductSortParameter){ products(options:{take:$t, skip:$s, sort:$o})`,
    `{ totalItems items { id name slug featuredAsset { preview } variants { id priceWithTax`,
    `stockLevel } } } }`,
  ].join(' '),
  detail: [
    `query($slug:String!){ product(slug:$slug) { id name slug description featuredAsset { id preview`,
    `} assets { id preview } variants { id name sku priceWithTax currencyCode stockLevel options { id`,
    `code name group { code name } } } optionGroups { id code name options { id code name } }`,
    `facetValues { id code name facet { id code name } } collections { id slug name breadcrumbs { id`,
    `slug name } } } }`,
  ].join(' '),
  search: [
    `query($t:String!){ search(input:{ term:$t, take:20, groupByProduct:true }) { totalItems items {`,
    `productName slug priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } } }`,
    `}`,
  ].join(' '),
  slugs: [`{ products(options:{take:100}) { items { slug } } }`].join(' '),
};

export const PEER_MAKE: Record<string, Make> = {
  list: () => ({
    query: PEER.list!,
    variables: {
      s: Math.floor(Math.random() * 570),
      t: size(),
      o: pick([{ name: 'ASC' }, { name: 'DESC' }, { createdAt: 'DESC' }, { updatedAt: 'ASC' }]),
    },
  }),
  detail: (slugs) => ({ query: PEER.detail!, variables: { slug: pick(slugs) } }),
  search: () => ({ query: PEER.search!, variables: { t: term() } }),
};

export const TOTE: Record<string, string> = {
  list: [
    `query BenchUncachedList($c:String, $f:Int, $o:ProductSort){ productListing(scope:{kind:ALL}) {`,
    `products(first:$f, after:$c, sort:$o) { totalCount edges { node { id title slug cover { url }`,
    `price { amount } sizes { sku stock } } } } } }`,
  ].join(' '),
  detail: [
    `query BenchUncachedDetail($slug:String!){ product(slug:$slug) { id title slug description`,
    `details cover { url alt } colors { colorId name hex images { url alt } } sizes { sku label stock`,
    `availability } price { amount currency } originalPrice { amount } rentalPrice { amount } brand {`,
    `id name } categories { id code name } occasions { id code name } config { canRent canBuy`,
    `sizeChart { label us detail } } } }`,
  ].join(' '),
  search: [
    `query BenchUncachedSearch($t:String!){ search(query:$t, first:20) { totalCount edges { node {`,
    `title slug price { amount } } } } }`,
  ].join(' '),
  slugs: [
    `query BenchUncachedSlugs { productListing(scope:{kind:ALL}) { products(first:100,`,
    `after:"${b64('offset:300')}") { edges { node { slug } } } } }`,
  ].join(' '),
};

export const TOTE_MAKE: Record<string, Make> = {
  list: () => ({
    query: TOTE.list!,
    variables: {
      c: b64(`offset:${Math.floor(Math.random() * 1150)}`),
      f: size(),
      o: pick(['RECOMMENDED', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC']),
    },
  }),
  detail: (slugs) => ({ query: TOTE.detail!, variables: { slug: pick(slugs) } }),
  search: () => ({ query: TOTE.search!, variables: { t: term() } }),
};

export const peerSlugs = (json: unknown): string[] =>
  (json as { data: { products: { items: { slug: string }[] } } }).data.products.items.map((x) => x.slug);
export const toteSlugs = (json: unknown): string[] =>
  (
    json as { data: { productListing: { products: { edges: { node: { slug: string } }[] } } } }
  ).data.productListing.products.edges.map((e) => e.node.slug);
