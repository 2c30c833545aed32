import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import ProductScreenQuery, { type ProductScreenQuery as Q } from '../../__generated__/ProductScreenQuery.graphql.ts';
import { productIdFromSlug } from '@tote/contract/slugs';
import { loadScreenQuery } from '../../relay/loadScreenQuery.ts';
import { notFound, positiveInt } from '../../relay/notFound.ts';

export function productLoader({ params, request }: LoaderFunctionArgs) {
  const productId = productIdFromSlug(params['*']);
  if (productId === null) notFound();
  const colorId = positiveInt(new URL(request.url).searchParams.get('colorId'));
  return loadScreenQuery<Q>(ProductScreenQuery, { productId, colorId });
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
