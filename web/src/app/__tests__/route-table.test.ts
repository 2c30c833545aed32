import { describe, expect, it } from 'vitest';
import { matchRoutes, type LoaderFunctionArgs } from 'react-router';
import { SCREEN_ROUTES, type ScreenName } from '@tote/contract/routes';
import { routes } from '../routes.tsx';
import { homeLoader } from '../../features/home/homeLoader.ts';
import { brandsLoader } from '../../features/catalog/Brands/brandsLoader.ts';
import { brandLoader } from '../../features/catalog/Brand/brandLoader.ts';
import { categoryLoader } from '../../features/catalog/Category/categoryLoader.ts';
import { collectionLoader } from '../../features/catalog/Collection/collectionLoader.ts';
import { newArrivalsLoader } from '../../features/catalog/NewArrivals/newArrivalsLoader.ts';
import { occasionsLoader } from '../../features/catalog/Occasions/occasionsLoader.ts';
import { productLoader } from '../../features/product/productLoader.ts';
import { termsLoader } from '../../features/info/Terms/termsLoader.ts';
import { downloadAppLoader } from '../../features/info/DownloadApp/downloadAppLoader.ts';
import type { ScreenData } from '../../platform/relay/loadScreenQuery.ts';

/** The screens of the table the gateway preloads pages by, and the loader of each in the app's route table. */
const LOADERS: Record<ScreenName, (args: LoaderFunctionArgs) => unknown> = {
  home: homeLoader,
  brands: brandsLoader,
  brand: brandLoader,
  category: categoryLoader,
  collection: collectionLoader,
  newArrivals: newArrivalsLoader,
  occasions: occasionsLoader,
  product: productLoader,
  terms: termsLoader,
  downloadApp: downloadAppLoader,
};

const sample = (path: string) => path.replace(/:\w+/g, '7').replace(/\*$/, '7-ava-silk-dress');

describe('the route table shared with the gateway (@tote/contract/routes)', () => {
  it("reaches each screen's loader in the route table from each of its paths", () => {
    for (const [name, route] of Object.entries(SCREEN_ROUTES) as [ScreenName, (typeof SCREEN_ROUTES)[ScreenName]][]) {
      for (const path of route.paths) {
        const matches = matchRoutes(routes, sample(path));
        expect(matches?.at(-1)?.route.loader, `${name}: ${path}`).toBe(LOADERS[name]);
      }
    }
  });

  it("is where the loaders take their query's variables from", () => {
    const url = 'http://shop.test/category/DRESSES?sort=PRICE_DESC&size=M&brand=4&available=1';
    const params = { code: 'DRESSES' };
    const args = {
      params,
      request: new Request(url),
      url: new URL(url),
      pattern: '/category/:code',
      context: undefined,
    };
    const data = categoryLoader(args) as ScreenData<never>;
    expect(data.queryRef.variables).toEqual(SCREEN_ROUTES.category.variables(params, new URL(url).searchParams));
    expect(data.queryRef.variables).toEqual({
      code: 'DRESSES',
      sort: 'PRICE_DESC',
      filter: { sizes: ['M'], brandIds: [4], availableNow: true },
    });
  });
});
