import type { LoaderFunctionArgs } from 'react-router';
import CollectionScreenQuery, {
  type CollectionScreenQuery as Q,
} from '../../../__generated__/CollectionScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { screenVariables } from '../../../platform/relay/screenVariables.ts';

/** /collection/{code}; /collection/allStyle takes the `title` query. */
export function collectionLoader(args: LoaderFunctionArgs) {
  return loadScreenQuery<Q>(CollectionScreenQuery, screenVariables('collection', args));
}
