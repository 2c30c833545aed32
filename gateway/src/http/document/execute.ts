/**
 * Runs a page's queries while the gateway draws it: with the page request's cookies and headers, so each gets
 * exactly what the browser's own request would get (the viewer's data included: the page is private, not cached).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** How the gateway answers a GraphQL request: yoga's `fetch` has this shape. */
export type GraphQLFetch = (
  request: Request,
  server: { req: IncomingMessage; res: ServerResponse },
) => Promise<Response>;

export interface QueryAnswer {
  status: number;
  body: { data?: unknown; errors?: unknown[]; extensions?: unknown };
  /** Cookies the answer sets (a session cleared, a device id): they go out with the page. */
  setCookies: string[];
}

/** Headers of the page request that describe the page, not the caller: the GraphQL request gets its own. */
const NOT_FORWARDED = new Set([
  'accept',
  'accept-encoding',
  'connection',
  'content-length',
  'content-type',
  'expect',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'if-unmodified-since',
  'keep-alive',
  'range',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export interface PageQuery {
  id?: string | undefined;
  query?: string | undefined;
  variables: object;
}

export function graphQLRequest(req: IncomingMessage, operation: PageQuery, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || NOT_FORWARDED.has(name) || name === 'host') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('content-type', 'application/json');
  headers.set('accept', 'application/graphql-response+json, application/json');
  const host = req.headers.host && /^[A-Za-z0-9.\-:[\]]+$/.test(req.headers.host) ? req.headers.host : 'localhost';
  return new Request(`http://${host}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ id: operation.id, query: operation.query, variables: operation.variables }),
    signal,
  });
}

/** The answer, or null when there is none within `budgetMs` or it is not a GraphQL answer. */
export async function runPageQuery(
  graphql: GraphQLFetch,
  call: { req: IncomingMessage; res: ServerResponse; id: string; variables: object; budgetMs: number },
): Promise<QueryAnswer | null> {
  const signal = AbortSignal.timeout(call.budgetMs);
  try {
    const response = await graphql(graphQLRequest(call.req, { id: call.id, variables: call.variables }, signal), call);
    const body = (await response.json()) as QueryAnswer['body'];
    if (signal.aborted || body === null || typeof body !== 'object') return null;
    return { status: response.status, body, setCookies: response.headers.getSetCookie() };
  } catch {
    return null; // too slow, or failed: the page goes out without it and the web asks itself
  }
}
