import type { LoaderFunctionArgs } from 'react-router';
import BrandScreenQuery, { type BrandScreenQuery as Q } from '../../../__generated__/BrandScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { screenVariables } from '../../../platform/relay/screenVariables.ts';

export function brandLoader(args: LoaderFunctionArgs) {
  return loadScreenQuery<Q>(BrandScreenQuery, screenVariables('brand', args));
}
