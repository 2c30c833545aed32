/**
 * What a render on the server knows about the request it answers: the shopper's cookies, the device the gateway
 * detected and the Relay environment of this request. On the server the entry (app/server.tsx) provides it per
 * request (AsyncLocalStorage, so concurrent pages never share one); in the browser there is none, and the readers
 * (documentCookie, useIsMobile, loadScreenQuery) use the document and the app's one environment instead.
 */
import type { IEnvironment } from 'relay-runtime';

export interface RequestScope {
  /** The request's Cookie header. */
  cookie: string;
  /** The cookies the render read, with what it read (null: none by that name); the page depends on them. */
  cookiesRead: Map<string, string | null>;
  mobile: boolean;
  environment: IEnvironment;
}

/**
 * Where the server entry puts its reader of the scope: on the global object, so that a second copy of this module
 * (a test runner or a screen's chunk loading the entry under another URL) reads the same scope.
 */
const READER = Symbol.for('tote.requestScope');
type ScopeReader = () => RequestScope | undefined;

/** The server entry's way to the scope of the request being rendered. */
export function provideRequestScope(get: ScopeReader): void {
  (globalThis as { [READER]?: ScopeReader })[READER] = get;
}

export function requestScope(): RequestScope | undefined {
  return (globalThis as { [READER]?: ScopeReader })[READER]?.();
}
