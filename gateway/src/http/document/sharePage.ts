/**
 * Link previews of shared wishlists, capsules and products (/share/{kind}/{shareId}): a crawler runs
 * no JS, so their HTML carries the title, description, og:* and twitter:card tags from the share
 * itself (the answer of the share screen's query, which the page's drawing asked: render.ts).
 * A link that names no share is drawn as the web's not-found page: a 404. An expired or withdrawn one (an error in
 * the answer) goes out undrawn with the plain head: the web reacts.
 */
import { imageOf, list, obj, text } from './json.js';
import { SITE_NAME, type Page } from './page.js';

const SHARE_PATH = /^\/share\/(wishlist|capsule|product)\/([A-Za-z0-9_-]{22})$/;
/** The share screen's query: its answer describes the page. */
export const SHARE_OPERATION = 'ShareCollectionScreenQuery';

export const isSharePath = (pathname: string): boolean => SHARE_PATH.test(pathname);

/** The share screen's answer names no share: the web draws its not-found page. */
export const namesNoShare = (data: Record<string, unknown>): boolean => data['sharedCollection'] === null;

export function describeShare(data: Record<string, unknown>, canonical: string): Page | null {
  const shared = obj(data['sharedCollection']);
  const title = text(shared?.['title']);
  if (!shared || !title) return null;
  const owner = text(shared['ownerFirstName']) ?? 'A Tote member';
  const count = Number(shared['productCount'] ?? 0);
  const kind = shared['kind'] === 'PRODUCT' ? 'a style' : shared['kind'] === 'CAPSULE' ? 'a capsule' : 'a wishlist';
  const image = imageOf(list(shared['coverImages'])[0]);
  return {
    title: `${title} | ${SITE_NAME}`,
    description: `${owner} shared ${kind} on Tote: ${count} ${count === 1 ? 'style' : 'styles'} to rent or buy.`,
    canonical,
    ogType: 'website',
    image,
    lcpImage: null,
    images: [],
    jsonLd: [],
    extraMeta: [],
    notFound: false,
  };
}
