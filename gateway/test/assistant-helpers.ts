/**
 * The assistant's tests: the reply subscription through a real graphql-sse client (distinct connections
 * mode, as the web uses it), and a streaming proxy between the gateway and the api that counts the
 * /v1/ai/chat/stream requests still open and can script a stream (keyed by the caller's device id):
 * pass its first frames, then hold it open mid-reply, or write something else and end it.
 */
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type RequestParams } from 'graphql-sse';
import { apiUrl, type GqlData, type GraphQLResponse } from './helpers.js';

export const REPLY_SUBSCRIPTION = /* GraphQL */ `
  subscription AssistantReply($input: AssistantRequestInput!) {
    assistantReply(input: $input) {
      __typename
      ... on AssistantReplyStarted {
        messageId
        createdAt
      }
      ... on AssistantProcessing {
        messageId
        text
      }
      ... on AssistantMessageUpdate {
        message {
          id
          kind
          done
          processingText
          sender {
            role
            nickname
          }
          elements {
            __typename
            ... on AssistantText {
              text
            }
            ... on AssistantQuickButton {
              label
              text
              action
            }
            ... on AssistantButton {
              label
              buttonAction: action
              link
            }
            ... on AssistantProductCard {
              sizesInStock
              product {
                id
                productId
                title
                url
                price {
                  amount
                }
              }
            }
            ... on AssistantLook {
              title
              totalPrice {
                amount
              }
              products {
                product {
                  id
                }
              }
            }
          }
        }
      }
      ... on AssistantReplyEnded {
        messageId
        trialMessagesLeft
      }
      ... on AssistantReplyFailed {
        code
        text
        action
      }
    }
  }
`;

export const WEDDING_DRESS = 'a dress for a wedding under $150 in size M';
export const chatInput = (text: string) => ({ messages: [{ type: 'TEXT', value: text }] });
export const newDevice = (tag = 'device') => `${tag}-${randomUUID()}`;

export interface ReplySubscription {
  /** Every `next` result, as it arrived. */
  results: GraphQLResponse[];
  /** The `assistantReply` of each result that has one. */
  events(): GqlData[];
  /** Settles when the stream completes (or rejects with the client's error). */
  done: Promise<void>;
  dispose(): void;
}

/** Subscribes with graphql-sse's client; `request` replaces or adds body fields (a persisted `id`). */
export function subscribeReply(
  gatewayUrl: string,
  variables: Record<string, unknown>,
  opts: {
    deviceId?: string;
    headers?: Record<string, string>;
    request?: Partial<RequestParams> & { id?: string };
  } = {},
): ReplySubscription {
  const client = createClient({
    url: `${gatewayUrl}/graphql/stream`,
    singleConnection: false,
    retryAttempts: 0,
    headers: { 'x-device-id': opts.deviceId ?? newDevice(), ...opts.headers },
  });
  const results: GraphQLResponse[] = [];
  let dispose = (): void => undefined;
  const done = new Promise<void>((resolve, reject) => {
    dispose = client.subscribe({ query: REPLY_SUBSCRIPTION, variables, ...opts.request } as RequestParams, {
      next: (r) => void results.push(r as GraphQLResponse),
      error: reject,
      complete: resolve,
    });
  });
  done.catch(() => undefined); // a test that disposes early never awaits it
  return {
    results,
    events: () => results.map((r) => r.data?.assistantReply).filter(Boolean),
    done,
    dispose: () => {
      dispose();
      client.dispose();
    },
  };
}

/** What the proxy does with one stream: pass its first `pass` frames, then hold it open or end it with `then`. */
export interface StreamScript {
  pass: number;
  then: 'hold' | string;
}

export async function startStreamProxy(scriptFor: (deviceId: string) => StreamScript | undefined = () => undefined) {
  const target = apiUrl();
  const stats = { opened: 0, open: 0, closedBeforeEnd: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    const isStream = url.pathname === '/v1/ai/chat/stream';
    const script = isStream ? scriptFor(String(req.headers['x-device-id'] ?? '')) : undefined;
    const up = httpRequest(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (upRes) => {
      if (!script) {
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
        return;
      }
      const { 'content-length': _, ...headers } = upRes.headers;
      res.writeHead(upRes.statusCode ?? 502, headers);
      let text = '';
      let scripted = false;
      upRes.setEncoding('utf8');
      upRes.on('data', (chunk: string) => {
        if (scripted) return;
        text += chunk;
        const frames = text.split('\n\n').slice(0, -1);
        if (frames.length < script.pass) return;
        scripted = true;
        res.write(frames.slice(0, script.pass).join('\n\n') + '\n\n');
        if (script.then !== 'hold') res.end(script.then);
      });
      upRes.on('end', () => {
        if (!scripted) res.end(text);
      });
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
    if (!isStream) return;
    stats.opened++;
    stats.open++;
    res.on('close', () => {
      stats.open--;
      if (!res.writableFinished) stats.closedBeforeEnd++;
      up.destroy();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stats,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
