import { createClient, type Client, type ExecutionResult, type RequestParams } from 'graphql-sse';
import {
  Observable,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
  type Variables,
} from 'relay-runtime';
import {
  NETWORK_ERROR_MESSAGE,
  reactToGraphQLErrors,
  reactToNetworkFailure,
  type GraphQLErrorLike,
} from './errorReactions.ts';
import { GraphQLRequestError } from './requestError.ts';

/**
 * GraphQL subscriptions (the AI assistant's stream): ONE graphql-sse client in distinct connections
 * mode, its `subscribe` adapted to Relay's Observable and handed to `Network.create` in network.ts.
 * Every error goes through errorReactions, like the fetch function's.
 */
export const STREAM_URL = '/graphql/stream';

/** What the adapter needs of a graphql-sse client; a unit test hands in a fake one. */
export type SseClient = Pick<Client, 'subscribe'>;

/**
 * The persisted id relay-compiler wrote, as the gateway reads it (`id`, or APQ's `sha256Hash`), and the
 * text when the artifact has it.
 */
export function streamRequestOf(params: RequestParameters, variables: Variables): RequestParams & { id?: string } {
  const id = params.id ?? undefined;
  return {
    id,
    query: params.text ?? '',
    variables,
    ...(id ? { extensions: { persistedQuery: { version: 1, sha256Hash: id } } } : {}),
  };
}

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

/** Relay's subscribe function over a graphql-sse client: disposing the subscription aborts the request. */
export function createSubscribeFunction(client: SseClient): SubscribeFunction {
  return (params, variables) =>
    Observable.create<GraphQLResponse>((sink) =>
      client.subscribe(streamRequestOf(params, variables), {
        next: (result: ExecutionResult) => {
          const errors = (result.errors ?? []) as readonly GraphQLErrorLike[];
          const hasData = result.data != null;
          if (errors.length > 0) reactToGraphQLErrors(errors, params.name, hasData);
          if (!hasData) {
            const message = errors.map((error) => error.message).join('; ') || 'The stream sent no data.';
            sink.error(new GraphQLRequestError(message, errors));
            return;
          }
          sink.next(result as GraphQLResponse);
        },
        error: () => {
          // With retryAttempts 0 every failure lands here once: a network failure, a cut stream.
          reactToNetworkFailure();
          sink.error(new GraphQLRequestError(NETWORK_ERROR_MESSAGE));
        },
        complete: () => sink.complete(),
      }),
    );
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
    headers: () => ({ 'x-graphql-yoga-csrf': '1' }),
    fetchFn: eventStreamFetch(fetchImpl),
  });
}

let client: Client | null = null;

/** The app's one client, made at the first subscription. */
export const subscribe: SubscribeFunction = createSubscribeFunction({
  subscribe: (request, sink, on) => (client ??= createStreamClient()).subscribe(request, sink, on),
});
