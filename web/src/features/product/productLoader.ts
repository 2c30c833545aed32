import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import ProductScreenQuery, { type ProductScreenQuery as Q } from '../../__generated__/ProductScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../platform/relay/loadScreenQuery.ts';
import { screenVariables } from '../../platform/relay/screenVariables.ts';

export function productLoader(args: LoaderFunctionArgs) {
  return loadScreenQuery<Q>(ProductScreenQuery, screenVariables('product', args));
}

/** Picking another color only changes `colorId`: the screen refetches the sizes itself. */
export function productShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('colorId');
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}
