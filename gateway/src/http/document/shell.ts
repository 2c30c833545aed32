/**
 * The first view of a page, rendered on the server into `#root` from the screen query's result: the
 * header and what shows above the fold (the home hero; the product's images, title and price; a
 * listing's header and first cards), so a phone paints the page — its largest image included — before
 * the app's scripts have loaded. The app replaces it when it renders (web/src/main.tsx waits for the
 * first screen's code and data, then renders once), and starts only after it has painted (boot.ts).
 */
import type { ScreenMatch } from '@tote/contract/routes';
import { escapeHtml as h } from './html.js';
import { list, obj, text, type Image, type Json } from './json.js';
import type { Page } from './page.js';
import { gallery, homeHero, listingHeader, price, productGrid, siteHeader } from './shellParts.js';

/** Screens whose first view is only the listing header and grid (brand and occasion pages add their own parts). */
const PLAIN_LISTINGS = new Set(['category', 'collection', 'newArrivals']);

function homeContent(data: Json): string {
  const hero = list(obj(data['home'])?.['sections']).find((section) => section['__typename'] === 'HomeHero');
  const markup = hero ? homeHero(hero) : '';
  return markup ? `<h1 class="visually-hidden">Tote: rent and buy designer fashion</h1>${markup}` : '';
}

function productContent(data: Json, images: Image[]): string {
  const product = obj(data['product']);
  const title = text(product?.['title']);
  if (!product || !title || images.length === 0) return '';
  const brand = obj(product['brand']);
  const brandName = text(brand?.['name']);
  const brandUrl = text(brand?.['url']);
  const category = list(product['categories'])[0];
  const categoryName = text(category?.['name']);
  const categoryUrl = text(category?.['url']);
  return (
    '<div class="page pdp">' +
    (categoryName && categoryUrl
      ? `<nav aria-label="Breadcrumb" class="pdp__crumbs"><a href="${h(categoryUrl)}">${h(categoryName)}</a></nav>`
      : '') +
    `<div class="pdp__layout">${gallery(images)}<div class="pdp__info">` +
    (brandName && brandUrl ? `<a href="${h(brandUrl)}" class="pdp__brand">${h(brandName)}</a>` : '') +
    `<div class="pdp__title-row"><h1 class="pdp__title">${h(title)}</h1></div>${price(product, 'lg')}` +
    '</div></div></div>'
  );
}

function listingContent(data: Json): string {
  const listing = obj(data['productListing']);
  const header = obj(listing?.['header']);
  const headerMarkup = header ? listingHeader(header) : '';
  if (!listing || !headerMarkup) return '';
  return `<div class="page listing">${headerMarkup}${productGrid(listing)}</div>`;
}

function content(match: ScreenMatch, page: Page, data: Json): string {
  if (match.route.kind === 'home') return homeContent(data);
  if (match.route.kind === 'product') return productContent(data, page.images);
  if (PLAIN_LISTINGS.has(match.name)) return listingContent(data);
  return '';
}

/** The first view's markup for `#root`, or '' when the page has none (other screens, a 404). */
export function renderShell(match: ScreenMatch, page: Page, data: Json, desktop: boolean): string {
  if (page.notFound) return '';
  const main = content(match, page, data);
  if (!main) return '';
  return (
    // data-first-view: the app replaces this markup once it runs (tests and scripts can wait for that).
    // The banner's strip, shown only when the document reserved it (banner.ts); the app fills it.
    '<div class="app-shell" data-first-view><div class="top-banner-space" aria-hidden="true"></div>' +
    siteHeader(data, desktop) +
    `<main id="main" class="app-shell__main" tabindex="-1">${main}</main></div>`
  );
}
