import type { Client, ExecutionResult, RequestParams } from 'graphql-sse';
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
 * mode (streamClient.ts), its `subscribe` adapted to Relay's Observable and handed to `Network.create` in network.ts.
 * Every error goes through errorReactions, like the fetch function's.
 */
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

/**
 * A client whose code (graphql-sse, streamClient.ts) loads at its first subscription rather than with the app's
 * start-up chunk: only the assistant subscribes, long after the page started.
 */
export function lazyClient(load: () => Promise<SseClient>): SseClient {
  return {
    subscribe: (request, sink, on) => {
      let cancel: (() => void) | null = null;
      let cancelled = false;
      load().then(
        (client) => {
          if (!cancelled) cancel = client.subscribe(request, sink, on);
        },
        (error: unknown) => sink.error(error),
      );
      return () => {
        cancelled = true;
        cancel?.();
      };
    },
  };
}

let client: Promise<SseClient> | null = null;

/** The app's one client, made at the first subscription. */
export const subscribe: SubscribeFunction = createSubscribeFunction(
  lazyClient(() => (client ??= import('./streamClient.ts').then((module) => module.createStreamClient()))),
);
