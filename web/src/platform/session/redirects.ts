/** Login URLs and the redirect back after sign-in, to same-origin paths only. */
export const LOGIN_PATH = '/login';
export const ACCOUNT_HOME = '/account/account-overview';
/** Where a signed-in shopper opening sign-up goes. */
export const SIGNUP_DEFAULT = '/';

const AUTH_PATHS = new Set(['/login', '/login-entrance', '/register', '/reset-password', '/unlock']);

function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.has(pathname) || pathname.startsWith('/register/');
}

/**
 * A redirect target from a query (redirect_uri, returnTo): a path on this origin, else null.
 * Refuses absolute URLs, protocol-relative `//host` and `/\host`, other schemes, and the sign-in
 * pages themselves (no loops).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const base = 'https://tote.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    if (isAuthPath(url.pathname)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/**
 * The login URL with the given query, adding redirect_uri = the current full path when none is
 * given. Null when already on the login page (nothing to do).
 */
export function loginUrl(currentFullPath: string, query: Record<string, string> = {}): string | null {
  const pathname = currentFullPath.split(/[?#]/)[0] ?? '/';
  if (pathname === LOGIN_PATH || pathname === '/login-entrance') return null;
  const params = new URLSearchParams(query);
  if (!params.has('redirect_uri')) params.set('redirect_uri', currentFullPath);
  return `${LOGIN_PATH}?${params.toString()}`;
}

/** Where to go after signing in: redirect_uri (or returnTo) when safe, else the account overview. */
export function afterSignInPath(search: URLSearchParams | string, fallback = ACCOUNT_HOME): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeRedirectPath(params.get('redirect_uri')) ?? safeRedirectPath(params.get('returnTo')) ?? fallback;
}

export function fullPathOf(url: URL | Location): string {
  return url.pathname + url.search + url.hash;
}
