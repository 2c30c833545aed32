import type { LoaderFunctionArgs } from 'react-router';
import ProductPollsScreenQuery, {
  type ProductPollsScreenQuery as Q,
} from '../../__generated__/ProductPollsScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../platform/relay/loadScreenQuery.ts';
import { requireLogin } from '../../platform/session/guards.ts';

/** /account/product-polls: every signed-in shopper. */
export function productPollsLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  return loadSignedInScreenQuery<Q>(ProductPollsScreenQuery, {}, 'store-and-network');
}
