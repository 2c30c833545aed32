import { parseCookie } from 'cookie';
import { requestScope } from '../ssr/requestScope.ts';

/**
 * The page's cookie `name`, URL-decoded; undefined when the page has none by that name. On the server: the cookie
 * the request brought (the same the browser's document will show when it hydrates the page).
 */
export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') {
    const scope = requestScope();
    const value = parseCookie(scope?.cookie ?? '')[name];
    scope?.cookiesRead.set(name, value ?? null);
    return value;
  }
  return parseCookie(document.cookie)[name];
}
