/**
 * The shop's public screens and the GraphQL query each one loads: the ONE table of "which query, with
 * which variables, for this URL". The web's route loaders start the query from it (loadQuery), on the server
 * (where the gateway draws the page) and in the browser alike; the gateway writes the page's head and structured
 * data from the same query's answer.
 *
 * Paths use react-router's syntax: `:name` is one segment, a trailing `*` the rest (params['*']).
 * The web's routes.tsx declares the same paths for these screens; a web test checks that each path of
 * this table reaches the screen of the same name.
 */
import { listingVariablesFromSearch, type ListingVariables } from './listing.js';
import { productIdFromSlug } from './slugs.js';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * The id of the `<script type="application/json">` in which a page drawn on the server carries the Relay records
 * that drawing it produced: the browser's Relay store starts with them, so the page hydrates without asking again.
 */
export const RECORDS_ELEMENT_ID = 'tote-records';

/**
 * The file the web build writes beside index.html (web/build/screenChunks.ts): for each lazily loaded screen module,
 * by name (`ProductScreen`: its query is `ProductScreenQuery`), the URLs of the chunks it needs beyond the entry's.
 */
export const SCREEN_CHUNKS_FILE = 'screen-chunks.json';

/** The terms of service page: /app/init's agreementLink, the footer's link, the sitemap. */
export const TERMS_PATH = '/terms';

/** What a page shows, for its head: the home page, a product listing, one product, another page. */
export type PageKind = 'home' | 'listing' | 'product' | 'page';

export interface ScreenRoute<V extends object = object> {
  paths: readonly string[];
  /** The screen's query, by its operation name (the persisted operations are found by it). */
  operation: string;
  kind: PageKind;
  /** The page's title when it does not come from the data. */
  title?: string;
  /** The page's description (its meta description and Open Graph's) when it does not come from the data. */
  description?: string;
  /** The query's variables, or null when the URL names nothing (the 404 page). */
  variables(params: RouteParams, search: URLSearchParams): V | null;
}

/** A whole positive number of at most 9 digits (ids in paths and queries), else null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (value == null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

const route = <V extends object>(r: ScreenRoute<V>): ScreenRoute<V> => r;
const searchParam = (search: URLSearchParams, name: string): string | null => search.get(name)?.trim() || null;

export const SCREEN_ROUTES = {
  home: route({
    paths: ['/', '/home'],
    operation: 'HomeScreenQuery',
    kind: 'home',
    title: 'Rent & Buy Designer Fashion',
    variables: () => ({}),
  }),
  brands: route({
    paths: ['/brands'],
    operation: 'BrandsScreenQuery',
    kind: 'page',
    title: 'Designer Brands A–Z',
    variables: () => ({}),
  }),
  brand: route<{ brandId: number; code: string } & ListingVariables>({
    paths: ['/brand/:id'],
    operation: 'BrandScreenQuery',
    kind: 'listing',
    variables: (params, search) => {
      const brandId = positiveInt(params['id']);
      return brandId === null ? null : { brandId, code: String(brandId), ...listingVariablesFromSearch(search) };
    },
  }),
  category: route<{ code: string } & ListingVariables>({
    paths: ['/category/:code'],
    operation: 'CategoryScreenQuery',
    kind: 'listing',
    variables: (params, search) =>
      params['code'] ? { code: params['code'], ...listingVariablesFromSearch(search) } : null,
  }),
  collection: route<{ code: string; title: string | null } & ListingVariables>({
    // /collection/allStyle takes its title from the `title` query.
    paths: ['/collection/:code'],
    operation: 'CollectionScreenQuery',
    kind: 'listing',
    variables: (params, search) => {
      const code = params['code'];
      if (!code) return null;
      const title = code === 'allStyle' ? searchParam(search, 'title') : null;
      return { code, title, ...listingVariablesFromSearch(search) };
    },
  }),
  newArrivals: route<ListingVariables>({
    paths: ['/new-arrivals'],
    operation: 'NewArrivalsScreenQuery',
    kind: 'listing',
    title: 'New Arrivals',
    variables: (_params, search) => listingVariablesFromSearch(search),
  }),
  occasions: route<{ code: string | null; hasCode: boolean } & ListingVariables>({
    // /occasions lists the occasions; `?code=` selects one and shows its products too.
    paths: ['/occasions'],
    operation: 'OccasionsScreenQuery',
    kind: 'listing',
    title: 'Occasions',
    variables: (_params, search) => {
      const code = searchParam(search, 'code');
      return { code, hasCode: code !== null, ...listingVariablesFromSearch(search) };
    },
  }),
  terms: route({
    paths: [TERMS_PATH],
    operation: 'TermsScreenQuery',
    kind: 'page',
    title: 'Terms of Service',
    description:
      'The terms of a Tote membership: billing and renewals, pausing and cancelling, rentals and returns, ' +
      'damage, purchases and privacy.',
    variables: () => ({}),
  }),
  downloadApp: route({
    paths: ['/download_app'],
    operation: 'DownloadAppScreenQuery',
    kind: 'page',
    title: 'Get the Tote App',
    description: 'Tote on your phone: the app, or the shop on your home screen in Safari or Chrome.',
    variables: () => ({}),
  }),
  product: route<{ productId: number; colorId: number | null }>({
    paths: ['/product/*'],
    operation: 'ProductScreenQuery',
    kind: 'product',
    variables: (params, search) => {
      const productId = productIdFromSlug(params['*']);
      return productId === null ? null : { productId, colorId: positiveInt(search.get('colorId')) };
    },
  }),
} as const;

export type ScreenName = keyof typeof SCREEN_ROUTES;

export interface ScreenMatch {
  name: ScreenName;
  route: ScreenRoute;
  params: RouteParams;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The params of `pathname` on `path`, or null; like react-router, case-insensitive and a trailing slash ignored. */
export function matchPath(path: string, pathname: string): RouteParams | null {
  const want = path.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*' && i === want.length - 1) {
      const rest = have.slice(i).map(decode);
      if (rest.some((segment) => segment === null)) return null;
      params['*'] = rest.join('/');
      return params;
    }
    const segment = have[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      const value = decode(segment);
      if (value === null) return null;
      params[part.slice(1)] = value;
    } else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return want.length === have.length ? params : null;
}

/** The screen of a URL path, when it is one of the table's. */
export function matchScreenRoute(pathname: string): ScreenMatch | null {
  for (const [name, route] of Object.entries(SCREEN_ROUTES) as [ScreenName, ScreenRoute][]) {
    for (const path of route.paths) {
      const params = matchPath(path, pathname);
      if (params) return { name, route, params };
    }
  }
  return null;
}
