/**
 * A shopper's lists: hearted products and followed brands (/wishlist/…), back-in-stock requests, recently
 * viewed, "you may like" and the empty Tote's row (wishlist-routes.ts, you-like.ts).
 */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import type {} from './tables.js'; // its tables in the Database type
import { registerWishlistRoutes } from './wishlist-routes.js';

export const wishlistModule: ApiModule<{ db: Db }> = {
  name: 'wishlist',
  register: (app, { db }) => registerWishlistRoutes(app, db),
};
