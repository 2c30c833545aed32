/**
 * What a render on the server knows about the request it answers: the shopper's cookies, the device the gateway
 * detected and the Relay environment of this request. On the server the entry (app/server.tsx) provides it per
 * request (AsyncLocalStorage, so concurrent pages never share one); in the browser there is none, and the readers
 * (documentCookie, useIsMobile, loadScreenQuery) use the document and the app's one environment instead.
 */
import type { Environment } from 'relay-runtime';

export interface RequestScope {
  /** The request's Cookie header. */
  cookie: string;
  mobile: boolean;
  environment: Environment;
}

let current: () => RequestScope | undefined = () => undefined;

/** The server entry's way to the scope of the request being rendered. */
export function provideRequestScope(get: () => RequestScope | undefined): void {
  current = get;
}

export function requestScope(): RequestScope | undefined {
  return current();
}
