import {
  Network,
  type CacheConfig,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
} from 'relay-runtime';
import {
  reactToGraphQLErrors,
  reactToNetworkFailure,
  type GraphQLErrorLike,
  NETWORK_ERROR_MESSAGE,
} from './errorReactions.ts';
import { subscribe } from './subscriptions.ts';
import { GraphQLRequestError } from './requestError.ts';
import { needsSignedInViewer, sessionEndedError } from './signedInQuery.ts';
import { clientHeaders, rememberApiVersion } from '../network/clientHeaders.ts';

export interface NetworkOptions {
  url?: string;
  fetchImpl?: typeof fetch;
  /** A page drawn on the server: nobody sees its errors (the page is then not sent: the browser asks again). */
  onServer?: boolean;
}

interface GraphQLPayload {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorLike[];
  extensions?: Record<string, unknown>;
}

/** Marks a request the shopper did not ask for (a tracking event): its failures show nothing. */
export const BACKGROUND: CacheConfig = { metadata: { background: true } };
const isBackground = (cacheConfig: CacheConfig): boolean => cacheConfig.metadata?.background === true;
/** Nobody to tell: a background request, or a page drawn on the server. */
const unseen = (cacheConfig: CacheConfig, onServer: boolean): boolean => onServer || isBackground(cacheConfig);

/**
 * A GraphQL answer for Relay: a guarded screen's answer without a viewer becomes the session-ended
 * error, every error goes through errorReactions (nowhere else), and an answer without data fails.
 */
function toResponse(
  payload: GraphQLPayload,
  params: RequestParameters,
  cacheConfig: CacheConfig,
  status: number,
  onServer: boolean,
): GraphQLResponse {
  const errors = [...(payload.errors ?? [])];
  // A guarded screen's query answered without a viewer: the session ended elsewhere (the gateway
  // answers an ended session like a guest and clears the cookies). That is code 40000's reaction.
  if (needsSignedInViewer(cacheConfig) && payload.data != null && payload.data['viewer'] === null)
    errors.push(sessionEndedError);
  const reaction =
    errors.length > 0 && !unseen(cacheConfig, onServer)
      ? reactToGraphQLErrors(errors, params.name, payload.data != null, status)
      : 'none';
  if (payload.data == null) {
    const message = errors.map((error) => error.message).join('; ') || `HTTP ${status}`;
    throw new GraphQLRequestError(message, errors, reaction);
  }
  return payload as GraphQLResponse;
}

/**
 * Queries and mutations: POST /graphql with the persisted id relay-compiler wrote (`params.id`) and
 * the text when the artifact has it.
 */
export function createFetchFunction({
  url = '/graphql',
  fetchImpl,
  onServer = false,
}: NetworkOptions = {}): FetchFunction {
  return async (params, variables, cacheConfig) => {
    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          // graphql-yoga's CSRF prevention: a simple cross-site form post cannot set this header.
          'x-graphql-yoga-csrf': '1',
          ...clientHeaders(),
        },
        body: JSON.stringify({ id: params.id ?? undefined, query: params.text ?? undefined, variables }),
      });
    } catch {
      if (!unseen(cacheConfig, onServer)) reactToNetworkFailure();
      throw new GraphQLRequestError(NETWORK_ERROR_MESSAGE);
    }
    rememberApiVersion(response);
    let payload: GraphQLPayload;
    try {
      payload = (await response.json()) as GraphQLPayload;
    } catch {
      // A proxy's HTML error page or a cut connection: the shopper sees the network message.
      if (!unseen(cacheConfig, onServer)) reactToNetworkFailure();
      throw new GraphQLRequestError(NETWORK_ERROR_MESSAGE);
    }
    return toResponse(payload, params, cacheConfig, response.status, onServer);
  };
}

/** Queries and mutations over fetch; subscriptions (the assistant's stream) over the one graphql-sse client. */
export function createNetwork(options: NetworkOptions = {}) {
  return Network.create(createFetchFunction(options), subscribe);
}
