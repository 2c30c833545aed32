import type { LoaderFunctionArgs } from 'react-router';
import ReviewCreateScreenQuery, {
  type ReviewCreateScreenQuery as Q,
} from '../../../__generated__/ReviewCreateScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { notFound, positiveInt } from '../../../platform/relay/notFound.ts';
import { requireLogin } from '../../../platform/session/guards.ts';

/** /review/create?orderItemId=…: needs login; no positive id is the 404 page. Read fresh: it may be reviewed now. */
export function reviewCreateLoader(args: LoaderFunctionArgs) {
  const orderItemId = positiveInt(new URL(args.request.url).searchParams.get('orderItemId'));
  if (orderItemId === null) notFound();
  requireLogin(args);
  return loadSignedInScreenQuery<Q>(ReviewCreateScreenQuery, { orderItemId }, 'network-only');
}
