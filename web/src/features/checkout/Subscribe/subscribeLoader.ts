import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import SubscribeScreenQuery, {
  type SubscribeScreenQuery as Q,
} from '../../../__generated__/SubscribeScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { checkoutPageGuard, membershipPageGuard } from '../../../platform/session/guards.ts';
import { leaveFor } from '../../../platform/session/fullReload.ts';
import { isCartMode, modeFromUrl } from '../modes.ts';

/**
 * /subscribe and /resume-subscription: the membership page's guards for the membership
 * modes, the cart checkout's own (login, then what the mode needs) for the cart modes; then the query.
 */
export function subscribeLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const mode = modeFromUrl(url);
  const guard = isCartMode(mode) ? checkoutPageGuard(url, mode) : membershipPageGuard(url, mode);
  if (guard.kind === 'redirect') throw redirect(guard.to);
  if (guard.kind === 'reload') return leaveFor(guard.to);
  return { ...loadSignedInScreenQuery<Q>(SubscribeScreenQuery, {}, 'store-and-network'), mode };
}

/** Moving between the steps (?step=, ?plan=, …) keeps the screen and its data. */
export function subscribeShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return modeFromUrl(currentUrl) !== modeFromUrl(nextUrl);
}
