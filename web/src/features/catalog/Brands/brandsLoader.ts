import type { LoaderFunctionArgs } from 'react-router';
import BrandsScreenQuery, { type BrandsScreenQuery as Q } from '../../../__generated__/BrandsScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { screenVariables } from '../../../platform/relay/screenVariables.ts';

export function brandsLoader(args: LoaderFunctionArgs) {
  return loadScreenQuery<Q>(BrandsScreenQuery, screenVariables('brands', args));
}
