import type { LoaderFunctionArgs } from 'react-router';
import AccountOverviewScreenQuery, {
  type AccountOverviewScreenQuery as Q,
} from '../../../__generated__/AccountOverviewScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { requireLogin } from '../../../platform/session/guards.ts';

export function accountOverviewLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  return loadSignedInScreenQuery<Q>(AccountOverviewScreenQuery, {});
}
