/** schema.org structured data (JSON-LD) for the pages the gateway writes. */
import { list, num, obj, text, type Image, type Json } from './json.js';

const CONTEXT = 'https://schema.org';

export function websiteJsonLd(origin: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: 'Tote',
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/search?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbJsonLd(crumbs: Array<{ name: string; url: string }>): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** In stock when a size of the shown color has stock; unknown (left out) when the data has no sizes. */
function availabilityOf(product: Json): string | null {
  const sizes = list(product['sizes']);
  if (sizes.length === 0) return null;
  const inStock = sizes.some((size) => (num(size['stock']) ?? 0) > 0 && size['availability'] !== 'OUT_OF_STOCK');
  return `${CONTEXT}/${inStock ? 'InStock' : 'OutOfStock'}`;
}

export function productJsonLd(p: {
  product: Json;
  title: string;
  url: string;
  images: Image[];
  origin: string;
}): object {
  const { product } = p;
  const price = obj(product['price']);
  const amount = num(price?.['amount']);
  const currency = text(price?.['currency']);
  const availability = availabilityOf(product);
  const brand = text(obj(product['brand'])?.['name']);
  const category = text(list(product['categories'])[0]?.['name']);
  const description = text(product['description']);
  const productId = num(product['productId']);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: p.title,
    ...(description ? { description } : {}),
    ...(p.images.length > 0 ? { image: p.images.map((image) => new URL(image.url, `${p.origin}/`).toString()) } : {}),
    ...(productId !== null ? { sku: String(productId), productID: String(productId) } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(category ? { category } : {}),
    url: p.url,
    ...(amount !== null && currency
      ? {
          offers: {
            '@type': 'Offer',
            url: p.url,
            price: amount.toFixed(2),
            priceCurrency: currency,
            itemCondition: `${CONTEXT}/NewCondition`,
            ...(availability ? { availability } : {}),
          },
        }
      : {}),
  };
}
