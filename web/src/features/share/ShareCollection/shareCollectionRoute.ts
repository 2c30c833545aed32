import { shareCollectionLoader } from './shareCollectionLoader.ts';

/** The paths of shared wishlists, capsules and products: one screen, public and read-only like a shared order. */
export const SHARE_COLLECTION_PATHS = ['share/wishlist/:shareId', 'share/capsule/:shareId', 'share/product/:shareId'];

export const shareCollectionRoute = {
  loader: shareCollectionLoader,
  lazy: () =>
    import('./ShareCollectionScreen.tsx').then((m) => ({
      Component: m.ShareCollectionScreen,
    })),
};
