import type { RouteObject } from 'react-router';
import { brandsLoader } from './Brands/brandsLoader.ts';
import { brandLoader } from './Brand/brandLoader.ts';
import { categoryLoader } from './Category/categoryLoader.ts';
import { collectionLoader } from './Collection/collectionLoader.ts';
import { newArrivalsLoader } from './NewArrivals/newArrivalsLoader.ts';
import { occasionsLoader } from './Occasions/occasionsLoader.ts';

/** The listing pages: the brands index, a brand, a category, a collection, new arrivals, occasions. */
export const catalogRoutes: RouteObject[] = [
  {
    path: 'brands',
    loader: brandsLoader,
    lazy: () => import('./Brands/BrandsScreen.tsx').then((m) => ({ Component: m.BrandsScreen })),
  },
  {
    path: 'brand/:id',
    loader: brandLoader,
    lazy: () => import('./Brand/BrandScreen.tsx').then((m) => ({ Component: m.BrandScreen })),
  },
  {
    path: 'category/:code',
    loader: categoryLoader,
    lazy: () => import('./Category/CategoryScreen.tsx').then((m) => ({ Component: m.CategoryScreen })),
  },
  {
    path: 'collection/:code',
    loader: collectionLoader,
    lazy: () => import('./Collection/CollectionScreen.tsx').then((m) => ({ Component: m.CollectionScreen })),
  },
  {
    path: 'new-arrivals',
    loader: newArrivalsLoader,
    lazy: () => import('./NewArrivals/NewArrivalsScreen.tsx').then((m) => ({ Component: m.NewArrivalsScreen })),
  },
  {
    path: 'occasions',
    loader: occasionsLoader,
    lazy: () => import('./Occasions/OccasionsScreen.tsx').then((m) => ({ Component: m.OccasionsScreen })),
  },
];
