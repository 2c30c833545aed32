import { parseCookie } from 'cookie';
import { requestScope } from '../ssr/requestScope.ts';

/**
 * The page's cookie `name`, URL-decoded; undefined when the page has none by that name. On the server: the cookie
 * the request brought (the same the browser's document will show when it hydrates the page).
 */
export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return parseCookie(requestScope()?.cookie ?? '')[name];
  return parseCookie(document.cookie)[name];
}
