/** Sharing: a product, an order, a wishlist or capsule link, and the pages those links open. */
export { shareRoutes } from './routes.ts';
export { ShareProductButton } from './ShareProductButton.tsx';
export { ShareOrderAction } from './ShareOrderAction.tsx';
export { ShareLinkButton } from './ShareLinkButton.tsx';
export { copyLink } from './copyLink.ts';
