import { redirect, type LoaderFunctionArgs } from 'react-router';
import AccountScreenQuery, { type AccountScreenQuery as Q } from '../../../__generated__/AccountScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { requireLogin } from '../../../platform/session/guards.ts';
import { ACCOUNT_HOME } from '../../../platform/session/redirects.ts';

/** /account/*: account pages need login; the layout's query starts with the page's own. */
export function accountLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  return loadSignedInScreenQuery<Q>(AccountScreenQuery, {});
}

/** /account itself opens the overview. */
export function accountIndexLoader() {
  return redirect(ACCOUNT_HOME);
}
