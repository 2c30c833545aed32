import type { LoaderFunctionArgs } from 'react-router';
import LoginScreenQuery, { type LoginScreenQuery as Q } from '../../../__generated__/LoginScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { redirectSignedInFromLogin } from '../../../platform/session/guards.ts';
import { afterSignInPath } from '../../../platform/session/redirects.ts';

/**
 * /login and /login-entrance: a signed-in shopper goes on (redirect_uri or the account); else the
 * sign-in channels load for the page to come back to. Always from the network: each social channel's
 * authorize URL carries a fresh OAuth state.
 */
export function loginLoader({ request }: LoaderFunctionArgs) {
  redirectSignedInFromLogin({ request });
  const returnTo = afterSignInPath(new URL(request.url).searchParams);
  return loadScreenQuery<Q>(LoginScreenQuery, { returnTo }, 'network-only');
}
