/** The `<head>` tags of a page the gateway writes: description, canonical URL, Open Graph, JSON-LD. */
import { escapeHtml, jsonForScript } from './html.js';
import { absolute, SITE_NAME, type Page } from './page.js';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export function headTags(page: Page, origin: string): string {
  const tags = [
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.canonical)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonical),
  ];
  if (page.image) {
    tags.push(meta('property', 'og:image', absolute(origin, page.image.url)));
    if (page.image.alt) tags.push(meta('property', 'og:image:alt', page.image.alt));
  }
  for (const [property, content] of page.extraMeta) tags.push(meta('property', property, content));
  tags.push(meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'));
  for (const data of page.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('');
}

/** Fetch the page's largest image at once, ahead of the scripts (it is the largest contentful paint). */
export function imagePreloadTag(url: string): string {
  return `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`;
}
