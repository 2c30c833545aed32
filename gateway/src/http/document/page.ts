/**
 * What the gateway learns about a page from its screen query's result: the head (title, description,
 * canonical URL, Open Graph), the structured data (JSON-LD), the image to preload (the page's largest
 * paint on a phone) and whether the page names something that does not exist (404).
 */
import { PARAM } from '@tote/contract/listing';
import type { ScreenMatch } from '@tote/contract/routes';
import { breadcrumbJsonLd, productJsonLd, websiteJsonLd } from './jsonld.js';
import { imageOf, list, obj, text, type Image, type Json } from './json.js';

export const SITE_NAME = 'Tote';
export const DEFAULT_DESCRIPTION =
  'Tote: rent and buy designer fashion. Clothing and shoes from the labels you love, delivered in your Tote.';
const NOT_FOUND_TITLE = 'Page Not Found';
const DESCRIPTION_MAX = 200;

export interface Page {
  /** The whole `<title>`, as the web's useDocumentTitle writes it. */
  title: string;
  description: string;
  /** Absolute; filters, sort and the picked color are left out. */
  canonical: string;
  ogType: 'website' | 'product';
  /** The image for link previews (absolute). */
  image: Image | null;
  /** The page's largest image above the fold on a phone (as the web renders it). */
  lcpImage: Image | null;
  /** A product page's images (of the color shown). */
  images: Image[];
  jsonLd: object[];
  /** Open Graph properties of the page kind (product price). */
  extraMeta: Array<[property: string, content: string]>;
  notFound: boolean;
}

/** Parameters that only narrow or order a listing, or pick a color: not part of the page's identity. */
const NON_CANONICAL = new Set<string>([...Object.values(PARAM), 'colorId']);

export function absolute(origin: string, url: string): string {
  return new URL(url, `${origin}/`).toString();
}

function canonicalOf(origin: string, url: URL): string {
  const search = new URLSearchParams([...url.searchParams].filter(([name]) => !NON_CANONICAL.has(name)));
  const query = search.toString();
  return `${origin}${url.pathname}${query ? `?${query}` : ''}`;
}

function shorten(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** A page of the route table (its title and description), or another page of the shop (`match` null). */
function base(match: ScreenMatch | null, origin: string, url: URL): Page {
  return {
    title: match ? `${match.route.title ?? SITE_NAME} | ${SITE_NAME}` : SITE_NAME,
    description: match?.route.description ?? DEFAULT_DESCRIPTION,
    canonical: canonicalOf(origin, url),
    ogType: 'website',
    image: null,
    lcpImage: null,
    images: [],
    jsonLd: [],
    extraMeta: [],
    notFound: false,
  };
}

function notFound(page: Page): Page {
  return { ...page, title: NOT_FOUND_TITLE, notFound: true };
}

function homePage(page: Page, data: Json, origin: string): Page {
  const sections = list(obj(data['home'])?.['sections']);
  const hero = sections.find((section) => section['__typename'] === 'HomeHero');
  const image = imageOf(hero?.['image']);
  return { ...page, image, lcpImage: image, jsonLd: [websiteJsonLd(origin)] };
}

function listingPage(page: Page, match: ScreenMatch, data: Json, variables: Json, origin: string): Page {
  const listing = obj(data['productListing']);
  // /occasions without ?code= lists the occasions only; every other listing page needs its listing.
  if (!listing) return match.name === 'occasions' && !variables['hasCode'] ? page : notFound(page);
  const brand = obj(data['brand']);
  if (match.name === 'brand' && !brand) return notFound(page);
  const header = obj(listing['header']);
  const title = text(brand?.['name']) ?? text(header?.['title']) ?? match.route.title ?? SITE_NAME;
  const description = text(header?.['description']) ?? text(header?.['subtitle']);
  const edges = list(obj(listing['products'])?.['edges']);
  const first = obj(edges[0]?.['node']);
  const firstImage = imageOf(first?.['cover']);
  const crumbs = list(header?.['breadcrumb']).flatMap((crumb) => {
    const name = text(crumb['title']);
    const url = text(crumb['url']);
    return name && url ? [{ name, url: absolute(origin, url) }] : [];
  });
  return {
    ...page,
    title: `${title} | ${SITE_NAME}`,
    description: description ? shorten(description) : page.description,
    image: imageOf(header?.['banner']) ?? firstImage,
    lcpImage: firstImage,
    jsonLd: crumbs.length > 0 ? [breadcrumbJsonLd(crumbs)] : [],
  };
}

function productPage(page: Page, data: Json, variables: Json, origin: string): Page {
  const product = obj(data['product']);
  const title = text(product?.['title']);
  if (!product || !title) return notFound(page);
  const colors = list(product['colors']);
  const wanted = colors.find((color) => color['colorId'] === variables['colorId']);
  const color = wanted ?? colors.find((c) => c['colorId'] === product['defaultColorId']) ?? colors[0];
  const images = list(color?.['images'])
    .map(imageOf)
    .filter((image): image is Image => image !== null);
  const cover = images[0] ?? imageOf(product['cover']);
  const url = absolute(origin, text(product['url']) ?? page.canonical);
  const description = text(product['description']);
  const price = obj(product['price']);
  const category = list(product['categories'])[0];
  const categoryName = text(category?.['name']);
  const categoryUrl = text(category?.['url']);
  const crumbs = [{ name: 'Home', url: absolute(origin, '/') }];
  if (categoryName && categoryUrl) crumbs.push({ name: categoryName, url: absolute(origin, categoryUrl) });
  crumbs.push({ name: title, url });
  const amount = price?.['amount'];
  const currency = text(price?.['currency']);
  return {
    ...page,
    title: `${title} | ${SITE_NAME}`,
    description: description ? shorten(description) : page.description,
    canonical: url,
    ogType: 'product',
    image: cover,
    lcpImage: cover,
    images,
    jsonLd: [productJsonLd({ product, title, url, images, origin }), breadcrumbJsonLd(crumbs)],
    extraMeta:
      typeof amount === 'number' && currency
        ? [
            ['product:price:amount', String(amount)],
            ['product:price:currency', currency],
          ]
        : [],
  };
}

/** A page without screen data to describe it (another page than the route table's, or its query had no answer). */
export function pageWithoutData(match: ScreenMatch | null, url: URL, origin: string, status = 200): Page {
  const page = base(match, origin, url);
  return status === 404 ? notFound(page) : page;
}

/** The page of a screen's URL, from the data its query returned. */
export function describePage(match: ScreenMatch, url: URL, origin: string, data: Json, variables: Json): Page {
  const page = base(match, origin, url);
  switch (match.route.kind) {
    case 'home':
      return homePage(page, data, origin);
    case 'listing':
      return listingPage(page, match, data, variables, origin);
    case 'product':
      return productPage(page, data, variables, origin);
    default:
      return page;
  }
}
