import { parseCookie } from 'cookie';

/** The page's cookie `name`, URL-decoded; undefined when the page has none by that name (or no document). */
export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookie(document.cookie)[name];
}
