import { createClient, type Client } from 'graphql-sse';
import type { GraphQLErrorLike } from './errorReactions.ts';
import { clientHeaders } from '../network/clientHeaders.ts';

/**
 * The graphql-sse client of the shop's stream endpoint, in a module of its own: subscriptions.ts loads it at the
 * first subscription, so graphql-sse is not part of the app's start-up chunk.
 */
export const STREAM_URL = '/graphql/stream';

const isEventStream = (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('text/event-stream');

async function graphQLErrorsOf(response: Response): Promise<GraphQLErrorLike[] | null> {
  try {
    const body = (await response.json()) as { errors?: unknown };
    return Array.isArray(body.errors) && body.errors.length > 0 ? (body.errors as GraphQLErrorLike[]) : null;
  } catch {
    return null;
  }
}

/**
 * graphql-sse's fetch. A reply that is not an event stream — a GraphQL error reply (an unknown persisted
 * operation, a refused CSRF header) — would otherwise end as "connection closed": it becomes a stream of
 * that one result, so the shopper gets its readable message. Anything else fails as the network does.
 */
export function eventStreamFetch(fetchImpl?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await (fetchImpl ?? globalThis.fetch.bind(globalThis))(input, init);
    if (isEventStream(response)) return response;
    const errors = await graphQLErrorsOf(response);
    if (!errors) {
      // graphql-sse turns a non-2xx reply into its NetworkError ("Server responded with 502: …").
      if (!response.ok) return response;
      throw new TypeError(`Expected an event stream, got ${response.headers.get('content-type') ?? 'no content type'}`);
    }
    const frames = `event: next\ndata: ${JSON.stringify({ errors })}\n\nevent: complete\ndata:\n\n`;
    return new Response(frames, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
}

/** The graphql-sse client of the shop's stream endpoint (`fetchImpl`: tests). */
export function createStreamClient(fetchImpl?: typeof fetch): Client {
  return createClient({
    url: STREAM_URL,
    singleConnection: false,
    // No automatic retry: a retried request would send the shopper's message (and count it) twice.
    retryAttempts: 0,
    credentials: 'same-origin',
    // graphql-yoga's CSRF prevention, as the fetch function sends it.
    headers: () => ({ 'x-graphql-yoga-csrf': '1', ...clientHeaders() }),
    fetchFn: eventStreamFetch(fetchImpl),
  });
}
