/** Reviews: writing one (with photos), a product's reviews and size advice, the link to review an item. */
export { reviewRoutes } from './routes.ts';
export { ProductReviews } from './ProductReviews.tsx';
export { SizeSuggestion } from './SizeSuggestion.tsx';
export { ReviewLink } from './ReviewLink.tsx';
