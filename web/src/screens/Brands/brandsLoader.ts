import BrandsScreenQuery, { type BrandsScreenQuery as Q } from '../../__generated__/BrandsScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../relay/loadScreenQuery.ts';

export function brandsLoader() {
  return loadScreenQuery<Q>(BrandsScreenQuery, {});
}
