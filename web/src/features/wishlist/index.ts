/** The wishlist page: saved products, followed brands, capsules. */
export { wishlistRoutes } from './routes.ts';
