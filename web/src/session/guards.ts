import { redirect } from 'react-router';
import { isLogin } from './sessionStore.ts';
import { afterSignInPath, fullPathOf, loginUrl, SIGNUP_DEFAULT } from './redirects.ts';

/** Route-guard helpers for loaders (SPEC.md §2): each throws a redirect or returns nothing. */
interface LoaderArgsLike {
  request: Request;
}

/** Account pages: a guest goes to /login?redirect_uri=<this full path>. */
export function requireLogin({ request }: LoaderArgsLike): void {
  if (isLogin()) return;
  const target = loginUrl(fullPathOf(new URL(request.url)));
  if (target) throw redirect(target);
}

/** /login and /login-entrance: a signed-in shopper goes to redirect_uri, else the account overview. */
export function redirectSignedInFromLogin({ request }: LoaderArgsLike): void {
  if (!isLogin()) return;
  throw redirect(afterSignInPath(new URL(request.url).searchParams));
}

/** /register: a signed-in shopper goes to the default page. */
export function redirectSignedInFromSignUp(): void {
  if (isLogin()) throw redirect(SIGNUP_DEFAULT);
}
