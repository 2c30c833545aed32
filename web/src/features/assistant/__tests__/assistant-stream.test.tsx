import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { ExecutionResult, RequestParams, Sink } from 'graphql-sse';
import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { createSubscribeFunction, type SseClient } from '../../../platform/relay/subscriptions.ts';
import { createStreamClient } from '../../../platform/relay/streamClient.ts';
import { configureErrorReactions } from '../../../platform/relay/errorReactions.ts';
import { ToastHost } from '../../../ui/ToastHost/ToastHost.tsx';
import { showToast } from '../../../platform/state/ui.ts';

const params = {
  id: 'abc123',
  text: null,
  name: 'useAssistantChatSubscription',
  operationKind: 'subscription',
  metadata: {},
  cacheID: 'abc123',
} as unknown as RequestParameters;
const variables = { input: { intent: 'BOOT' } };

/** A stand-in for graphql-sse's client: it keeps the request and the sink, for the test to drive. */
function fakeClient() {
  const calls: { request: RequestParams; sink: Sink<ExecutionResult>; dispose: ReturnType<typeof vi.fn> }[] = [];
  const client: SseClient = {
    subscribe: (request, sink) => {
      const dispose = vi.fn();
      calls.push({ request, sink: sink as Sink<ExecutionResult>, dispose });
      return dispose;
    },
  };
  return { client, calls };
}

/** Subscribes as Relay does; collects what Relay would see. */
function observe(client: SseClient) {
  const seen = { next: [] as GraphQLResponse[], error: null as Error | null, completed: false };
  const observable = createSubscribeFunction(client)(params, variables, {});
  if (!('subscribe' in observable)) throw new Error('expected an Observable');
  const subscription = observable.subscribe({
    next: (value) => seen.next.push(value),
    error: (error: Error) => (seen.error = error),
    complete: () => (seen.completed = true),
  });
  return { seen, subscription };
}

const reactions = {
  navigate: vi.fn(),
  toast: vi.fn((message: string) => void showToast(message)),
  unauthenticated: vi.fn(),
};
let restore: () => void = () => {};
afterEach(() => {
  restore();
  vi.clearAllMocks();
});

describe('the graphql-sse → Relay adapter', () => {
  it('sends the persisted id (and APQ hash) with the variables, passes results on, and aborts on dispose', () => {
    const { client, calls } = fakeClient();
    const { seen, subscription } = observe(client);
    expect(calls[0]!.request).toEqual({
      id: 'abc123',
      query: '',
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc123' } },
    });
    const result = { data: { assistantReply: { __typename: 'AssistantReplyStarted' } } };
    calls[0]!.sink.next(result);
    expect(seen.next).toEqual([result]);
    subscription.unsubscribe();
    expect(calls[0]!.dispose).toHaveBeenCalledTimes(1);
  });

  it('completes when the stream ends', () => {
    const { client, calls } = fakeClient();
    const { seen } = observe(client);
    calls[0]!.sink.complete();
    expect(seen.completed).toBe(true);
  });

  it('applies the reaction of a GraphQL error and fails with its message', () => {
    restore = configureErrorReactions(reactions);
    const { client, calls } = fakeClient();
    const { seen } = observe(client);
    calls[0]!.sink.next({
      data: null,
      errors: [{ message: 'Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] as never,
    });
    expect(reactions.unauthenticated).toHaveBeenCalledTimes(1);
    expect(seen.error?.message).toBe('Please sign in again.');
  });

  it('toasts the network message when the connection fails', async () => {
    restore = configureErrorReactions(reactions);
    render(<ToastHost />);
    const { client, calls } = fakeClient();
    const { seen } = observe(client);
    calls[0]!.sink.error(new TypeError('Failed to fetch'));
    expect(seen.error?.message).toBe('Network Error. Please try again later.');
    expect(await screen.findByText('Network Error. Please try again later.')).toBeTruthy();
  });
});

const sse = (body: string) => new Response(body, { headers: { 'content-type': 'text/event-stream' } });
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("the shop's graphql-sse client", () => {
  it('posts to /graphql/stream with the CSRF header and cookies, and streams each event', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      sse(
        'event: next\ndata: {"data":{"assistantReply":{"__typename":"AssistantReplyStarted"}}}\n\n' +
          'event: complete\ndata:\n\n',
      ),
    );
    const { seen } = observe(createStreamClient(fetchImpl));
    await waitFor(() => expect(seen.completed).toBe(true));
    expect(seen.next).toEqual([{ data: { assistantReply: { __typename: 'AssistantReplyStarted' } } }]);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/graphql/stream');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init?.headers).toMatchObject({ 'x-graphql-yoga-csrf': '1', accept: 'text/event-stream' });
    expect(JSON.parse(String(init?.body))).toMatchObject({ id: 'abc123', variables });
  });

  it('turns a GraphQL error reply that is not a stream into its readable message', async () => {
    restore = configureErrorReactions(reactions);
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      json(
        { errors: [{ message: 'Unknown persisted operation.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
        400,
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { seen } = observe(createStreamClient(fetchImpl));
    await waitFor(() => expect(seen.error).not.toBeNull());
    expect(seen.error?.message).toBe('Unknown persisted operation.');
    expect(reactions.toast).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does not retry a failed request', async () => {
    restore = configureErrorReactions(reactions);
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { seen } = observe(createStreamClient(fetchImpl));
    await waitFor(() => expect(seen.error?.message).toBe('Network Error. Please try again later.'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(reactions.toast).toHaveBeenCalledWith('Network Error. Please try again later.');
  });

  it('fails as the network does on a reply that is neither a stream nor GraphQL', async () => {
    restore = configureErrorReactions(reactions);
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const { seen } = observe(createStreamClient(fetchImpl));
    await waitFor(() => expect(seen.error?.message).toBe('Network Error. Please try again later.'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
