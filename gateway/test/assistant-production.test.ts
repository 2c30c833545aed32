/**
 * The production profile on /graphql/stream: persisted operations only (subscriptions too), CSRF
 * prevention and masked errors work there exactly as on /graphql.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatInput,
  newDevice,
  REPLY_SUBSCRIPTION,
  startStreamProxy,
  subscribeReply,
  WEDDING_DRESS,
} from './assistant-helpers.js';
import { startGateway, type Gateway } from './helpers.js';

const PERSISTED_ID = 'a1b2c3-assistant-reply';
/** What the web's graphql-sse client sends besides the body (see src/security.ts). */
const WEB_HEADERS = { 'x-graphql-yoga-csrf': '1' };

let prod: Gateway;
let proxy: Awaited<ReturnType<typeof startStreamProxy>>;
beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'gw-pq-')), 'persisted-queries.json');
  writeFileSync(file, JSON.stringify({ [PERSISTED_ID]: REPLY_SUBSCRIPTION }));
  proxy = await startStreamProxy();
  prod = await startGateway({ upstreamUrl: proxy.url, production: true, persistedQueriesFile: file, graphiql: false });
});
afterAll(async () => {
  await prod?.close();
  await proxy?.close();
});

const codeOf = (sub: ReturnType<typeof subscribeReply>) => sub.results[0]?.errors?.[0]?.extensions?.code;

describe('/graphql/stream in production', () => {
  it('streams a persisted subscription sent by its id', async () => {
    const sub = subscribeReply(
      prod.url,
      { input: chatInput(WEDDING_DRESS) },
      { headers: WEB_HEADERS, request: { id: PERSISTED_ID, query: undefined } },
    );
    await sub.done;
    const types = sub.events().map((e) => e.__typename);
    expect(types[0]).toBe('AssistantReplyStarted');
    expect(types).toContain('AssistantMessageUpdate');
    expect(types.at(-1)).toBe('AssistantReplyEnded');
  });

  it('refuses an arbitrary subscription and an unknown id, without calling the upstream', async () => {
    const opened = proxy.stats.opened;
    const arbitrary = subscribeReply(prod.url, { input: chatInput('hi') }, { headers: WEB_HEADERS });
    await arbitrary.done;
    expect(arbitrary.events()).toEqual([]);
    expect(codeOf(arbitrary)).toBe('PERSISTED_QUERY_ONLY');

    const unknown = subscribeReply(
      prod.url,
      { input: chatInput('hi') },
      { headers: WEB_HEADERS, request: { id: 'not-a-persisted-id', query: undefined } },
    );
    await unknown.done;
    expect(codeOf(unknown)).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(proxy.stats.opened).toBe(opened);
  });

  it('refuses a form-like cross-site post that lacks the CSRF header', async () => {
    const opened = proxy.stats.opened;
    const res = await fetch(`${prod.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', accept: 'text/event-stream', 'x-device-id': newDevice() },
      body: JSON.stringify({ id: PERSISTED_ID, variables: { input: chatInput('hi') } }),
    });
    expect(res.status).toBeLessThan(500);
    const body = await res.text();
    expect(body).toContain('Required CSRF header(s) not present');
    expect(body).not.toContain('AssistantReplyStarted');
    expect(proxy.stats.opened).toBe(opened);
  });
});
