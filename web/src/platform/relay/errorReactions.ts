/**
 * The ONE place that applies the reactions to GraphQL errors and to network failures: the fixed reactions of
 * SPEC §8's table (by `extensions.code`) first, then the api's message.action of the others (messageActions.ts).
 * The network layer calls `reactToGraphQLErrors` / `reactToNetworkFailure`; the app wires the handlers (router
 * navigation, toasts, leaving for another site, going back) once at start-up with `configureErrorReactions`.
 */
import { messageActionOf, reactToMessageActions, type MessageReaction } from './messageActions.ts';
import { serverErrorUrl } from './serverErrorDetail.ts';

export const NETWORK_ERROR_MESSAGE = 'Network Error. Please try again later.';

export interface GraphQLErrorLike {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

export interface ErrorReactionHandlers {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  toast(message: string): void;
  /** UNAUTHENTICATED (40000): forced logout, then the login page with redirect_uri (wireErrorReactions). */
  unauthenticated(error: GraphQLErrorLike): void;
  /** message.action 'redirect' to a path of this shop: the page that got it is left (replaced in the history). */
  redirect(to: string): void;
  /** message.action 'redirect' to another site (an absolute http(s) URL): the checked external navigation. */
  leave(url: string): void;
  /** message.action 'back': the current URL's redirect_uri when it is a path of this shop, else home. */
  back(): void;
}

const defaultHandlers: ErrorReactionHandlers = {
  navigate: (to) => window.location.assign(to),
  toast: (message) => console.error(message),
  unauthenticated: () => {},
  redirect: (to) => window.location.assign(to),
  leave: (url) => console.error(`Not leaving for ${url}: no navigation is wired`),
  back: () => window.location.assign('/'),
};

let handlers: ErrorReactionHandlers = defaultHandlers;

export function configureErrorReactions(next: Partial<ErrorReactionHandlers>): () => void {
  const previous = handlers;
  handlers = { ...handlers, ...next };
  return () => {
    handlers = previous;
  };
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
}

export type ErrorReaction =
  | 'not-found'
  | 'server-error'
  | 'share-expired'
  | 'network'
  | 'unauthenticated'
  | Exclude<MessageReaction, 'none'>
  | 'partial'
  | 'none';

/** Root fields a page renders without (the announcement): their failure leaves the page usable. */
const OPTIONAL_ROOT_FIELDS = new Set(['appSettings', 'appInit']);

/**
 * Applies the reaction of the most important error in a response; returns which one it applied.
 * `hasData` is false when the response carried no data at all; `status` is the answer's HTTP status.
 */
export function reactToGraphQLErrors(
  errors: readonly GraphQLErrorLike[],
  operationName: string,
  hasData = false,
  status = 200,
): ErrorReaction {
  const byCode = (code: string, accept: (error: GraphQLErrorLike) => boolean = () => true) =>
    errors.find((error) => error.extensions?.code === code && accept(error));
  // A server error (60001) goes to /500 when the page has nothing to show: no data, or one of the
  // page's root fields failed. A failure deeper down (similar items, a detail call) only blanks that part.
  const fatal = (error: GraphQLErrorLike) =>
    !hasData || !error.path || (error.path.length === 1 && !OPTIONAL_ROOT_FIELDS.has(String(error.path[0])));
  const internal = byCode('INTERNAL', fatal) ?? byCode('INTERNAL_SERVER_ERROR', fatal);
  if (internal) {
    const code = Number(internal.extensions?.['upstreamCode']);
    const url = serverErrorUrl({
      request: { operation: operationName, ...(internal.path ? { path: internal.path.join('.') } : {}) },
      response: { status, ...(Number.isInteger(code) ? { code } : {}), message: internal.message },
    });
    handlers.navigate(url, { replace: true });
    return 'server-error';
  }
  if (byCode('NOT_FOUND')) {
    handlers.navigate('/404', { replace: true, state: { from: currentPath() } });
    return 'not-found';
  }
  if (byCode('SHARE_EXPIRED')) {
    handlers.navigate('/error/expired', { replace: true });
    return 'share-expired';
  }
  const unauthenticated =
    byCode('UNAUTHENTICATED') ?? errors.find((error) => Number(error.extensions?.upstreamCode) === 40000);
  if (unauthenticated) {
    handlers.unauthenticated(unauthenticated);
    return 'unauthenticated';
  }
  if (byCode('NETWORK_ERROR')) {
    handlers.toast(NETWORK_ERROR_MESSAGE);
    return 'network';
  }
  const applied = reactToMessageActions(errors, operationName, handlers, currentOrigin());
  // Errors without an action the api chose (the gateway's own refusals, a deeper part that failed) blank their
  // part of the page: for the developer's eyes only.
  const unexplained = errors.filter((error) => messageActionOf(error) === null);
  if (unexplained.length > 0) console.warn(`${operationName}: partial data`, unexplained);
  if (applied !== 'none') return applied;
  return unexplained.length > 0 ? 'partial' : 'none';
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export function reactToNetworkFailure(): void {
  handlers.toast(NETWORK_ERROR_MESSAGE);
}
