/**
 * GraphQL errors of an event-stream request (an invalid document, a variable of the wrong type, an
 * unknown persisted id) are answered as graphql-sse's own server answers them: an `event: next`
 * carrying `{ errors }` in a 200 stream, which the client hands to its `next` like any result.
 * Yoga would answer them with an HTTP 4xx, which graphql-sse's client reports only as
 * "400: Bad Request", the errors unread. Unexpected errors keep their 500.
 */
import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';

function withoutStatus(e: GraphQLError): GraphQLError {
  const http = e.extensions.http as { status?: number } | undefined;
  if (!http?.status) return e;
  const { status: _, ...rest } = http;
  return new GraphQLError(e.message, {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    path: e.path,
    originalError: e.originalError,
    extensions: { ...e.extensions, http: rest },
  });
}

export function useErrorsInEventStreams(): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      if (!request.headers.get('accept')?.includes('text/event-stream')) return;
      if (isAsyncIterable(result) || Array.isArray(result) || !result.errors?.length) return;
      setResult({
        ...result,
        errors: result.errors.map((e) => (e instanceof GraphQLError ? withoutStatus(e) : e)),
      });
    },
  };
}
