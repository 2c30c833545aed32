import { describe, expect, it } from 'vitest';
import { matchRoutes, type LoaderFunctionArgs } from 'react-router';
import { SCREEN_ROUTES, type ScreenName } from '@tote/contract/routes';
import { routes } from '../src/routes.tsx';
import { homeLoader } from '../src/screens/Home/homeLoader.ts';
import { brandsLoader } from '../src/screens/Brands/brandsLoader.ts';
import { brandLoader } from '../src/screens/Brand/brandLoader.ts';
import { categoryLoader } from '../src/screens/Category/categoryLoader.ts';
import { collectionLoader } from '../src/screens/Collection/collectionLoader.ts';
import { newArrivalsLoader } from '../src/screens/NewArrivals/newArrivalsLoader.ts';
import { occasionsLoader } from '../src/screens/Occasions/occasionsLoader.ts';
import { productLoader } from '../src/screens/Product/productLoader.ts';
import { termsLoader } from '../src/screens/Terms/termsLoader.ts';
import { downloadAppLoader } from '../src/screens/DownloadApp/downloadAppLoader.ts';
import type { ScreenData } from '../src/relay/loadScreenQuery.ts';

/** The screens of the table the gateway preloads pages by, and the loader of each in routes.tsx. */
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
  it("reaches each screen's loader in routes.tsx from each of its paths", () => {
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
