/**
 * Pieces of the server-rendered first view (shell.ts): the same elements and class names as the web's
 * components (named on each), so the web's stylesheet lays them out exactly as the app will, with only
 * what shows before the app starts. The app replaces them all when it renders.
 */
import { escapeHtml as h } from './html.js';
import { imageOf, list, num, obj, text, type Image, type Json } from './json.js';

/** The first cards load at once (the web's ProductCardList: eagerCount). */
export const EAGER_CARDS = 4;
/** The gallery strip's images that load at once (the web's ProductGallery). */
const STRIP_EAGER = 2;

const img = (image: Image, attrs: string): string => `<img src="${h(image.url)}" alt="${h(image.alt ?? '')}" ${attrs}>`;

/** web: SiteHeader (announcement, the bar with the logo between its buttons' places; the nav on desktop). */
export function siteHeader(data: Json, desktop: boolean): string {
  const announcement = text(obj(data['appSettings'])?.['announcement']);
  const menu = list(data['menu']).flatMap((item) => {
    const title = text(item['title']);
    const url = text(item['url']);
    return title && url ? [`<li><a href="${h(url)}" class="site-header__nav-link">${h(title)}</a></li>`] : [];
  });
  const button = '<span class="icon-button" aria-hidden="true"></span>';
  return (
    (announcement ? `<p class="site-header__announcement">${h(announcement)}</p>` : '') +
    '<header class="site-header"><div class="site-header__bar">' +
    button +
    '<a href="/" class="site-header__logo" aria-label="Tote home">TOTE</a>' +
    `<div class="site-header__end">${button}</div></div>` +
    (desktop && menu.length > 0
      ? `<nav class="site-header__nav" aria-label="Main"><ul>${menu.join('')}</ul></nav>`
      : '') +
    '</header>'
  );
}

const label = (text: string) => `<span class="price__label">${text}</span>`;

/** web: Price. */
export function price(product: Json, size: 'sm' | 'lg'): string {
  const rent = text(obj(product['rentalPrice'])?.['formatted']);
  const buy = obj(product['price']);
  const retail = obj(product['originalPrice']);
  if (!rent || !text(buy?.['formatted'])) return '';
  const discounted = (num(retail?.['amount']) ?? 0) > (num(buy?.['amount']) ?? 0);
  return (
    `<div class="price price--${size}">` +
    `<p class="price__rent">${label('Rent')} <span class="price__value">${h(rent)}</span></p>` +
    `<p class="price__buy">${label('Buy')} <span class="price__value">${h(String(buy?.['formatted']))}</span>` +
    (discounted
      ? ` <s class="price__retail"><span class="visually-hidden">Retail </span>${h(String(retail?.['formatted']))}</s>`
      : '') +
    '</p></div>'
  );
}

/** web: HomeHero (the home page's largest paint). */
export function homeHero(hero: Json): string {
  const image = imageOf(hero['image']);
  const title = text(hero['title']);
  if (!image || !title) return '';
  const subtitle = text(hero['subtitle']);
  const cta = obj(hero['cta']);
  const ctaTitle = text(cta?.['title']);
  const ctaUrl = text(cta?.['url']);
  return (
    '<section class="home-hero"><div class="home-hero__media">' +
    img(image, 'class="home-hero__image" width="1200" height="480" fetchpriority="high"') +
    `</div><div class="home-hero__content"><h2 class="home-hero__title">${h(title)}</h2>` +
    (subtitle ? `<p class="home-hero__subtitle">${h(subtitle)}</p>` : '') +
    (ctaTitle && ctaUrl ? `<a href="${h(ctaUrl)}" class="button home-hero__cta">${h(ctaTitle)}</a>` : '') +
    '</div></section>'
  );
}

/**
 * web: ProductGallery (the main image on desktop, the strip on a phone: the product page's largest paint;
 * the strip's second image peeks in, so it loads at once too).
 */
export function gallery(images: Image[]): string {
  const [first] = images;
  if (!first) return '';
  const strip = images.map((image, index) => {
    const loading = `loading="${index < STRIP_EAGER ? 'eager' : 'lazy'}"`;
    const priority = index === 0 ? ' fetchpriority="high"' : '';
    return `<li>${img(image, `width="600" height="800" ${loading}${priority}`)}</li>`;
  });
  return (
    '<section class="gallery" aria-label="Product images">' +
    `<div class="gallery__main">${img(first, 'width="900" height="1200" fetchpriority="high"')}</div>` +
    `<ul class="gallery__strip">${strip.join('')}</ul></section>`
  );
}

/** web: ProductCard, without its buttons (wishlist) and swatches. */
export function productCard(product: Json, index: number): string {
  const url = text(product['url']);
  const title = text(product['title']);
  const cover = imageOf(product['cover']);
  if (!url || !title || !cover) return '';
  const brand = text(obj(product['brand'])?.['name']) ?? '';
  const loading = index < EAGER_CARDS ? 'eager' : 'lazy';
  const soldOut = product['availability'] === 'OUT_OF_STOCK';
  const badgeClass = `product-card__badge${soldOut ? ' product-card__badge--muted' : ''}`;
  const badge =
    product['isNew'] === true || soldOut ? `<span class="${badgeClass}">${soldOut ? 'Sold out' : 'New'}</span>` : '';
  const alt = cover.alt ?? `${brand} ${title}`;
  return (
    `<article class="product-card"><a href="${h(url)}" class="product-card__link"><div class="product-card__media">` +
    img(
      { url: cover.url, alt },
      `class="product-card__image" width="600" height="800" loading="${loading}" decoding="async"` +
        (index === 0 ? ' fetchpriority="high"' : ''),
    ) +
    `${badge}</div><p class="product-card__brand">${h(brand)}</p><h3 class="product-card__title">${h(title)}</h3></a>` +
    `${price(product, 'sm')}</article>`
  );
}

/** web: ListingScreen's own header (breadcrumb, title, subtitle, description, banner). */
export function listingHeader(header: Json): string {
  const title = text(header['title']);
  if (!title) return '';
  const banner = imageOf(header['banner']);
  const crumbs = list(header['breadcrumb']).flatMap((crumb) => {
    const name = text(crumb['title']);
    const url = text(crumb['url']);
    return name && url ? [`<li><a href="${h(url)}">${h(name)}</a></li>`] : [];
  });
  const subtitle = text(header['subtitle']);
  const description = text(header['description']);
  return (
    `<header class="listing__header${banner ? ' listing__header--banner' : ''}"><div class="listing__intro">` +
    (crumbs.length > 0
      ? `<nav aria-label="Breadcrumb"><ol class="listing__breadcrumb">${crumbs.join('')}</ol></nav>`
      : '') +
    `<h1 class="listing__title">${h(title)}</h1>` +
    (subtitle ? `<p class="listing__subtitle">${h(subtitle)}</p>` : '') +
    (description ? `<p class="listing__description">${h(description)}</p>` : '') +
    '</div>' +
    (banner ? img(banner, 'class="listing__banner" width="1200" height="480"') : '') +
    '</header>'
  );
}

/** web: ProductResults' toolbar count and the first cards of ProductCardList. */
export function productGrid(listing: Json): string {
  const products = obj(listing['products']);
  const nodes = list(list(products?.['edges']).map((edge) => edge['node']));
  const total = num(products?.['totalCount']) ?? nodes.length;
  const cards = nodes.slice(0, EAGER_CARDS).map((node, index) => `<li>${productCard(node, index)}</li>`);
  return (
    '<section class="product-grid" aria-label="Products"><div class="product-grid__toolbar">' +
    `<p class="product-grid__count">${total.toLocaleString('en-US')} ${total === 1 ? 'style' : 'styles'}</p>` +
    `</div><ul class="product-grid__list">${cards.join('')}</ul></section>`
  );
}
