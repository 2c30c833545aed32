/**
 * Benchmark: the AI assistant's reply stream through the gateway (GraphQL subscription over graphql-sse).
 *
 * Starts the api (fresh in-memory database) and the gateway with a tapping proxy between them, signs in as
 * the demo member (no trial limit) and prints:
 * 1. Per-event overhead of the gateway: the proxy timestamps every SSE frame of /v1/ai/chat/stream as it
 *    passes to the gateway; a graphql-sse client timestamps every event it receives; the k-th event of a
 *    subscription is the k-th upstream frame. Figures: p50/p95/max of (client time − proxy time).
 * 2. Aborts: N streams disposed right after their first event; upstream connections still open at the
 *    proxy, right away and after they settle (want 0).
 * 3. A slow reader: one subscription whose body is never read while other streams run; their duration
 *    against the same streams without it.
 *
 *   npx tsx scripts/bench/assistant-stream.ts [streams=60] [aborted=100]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createClient, type Client } from 'graphql-sse';
import { repoRoot } from '../src/web-build.ts';
import { waitForHttp } from '../src/wait.ts';
import { freePort } from '../src/ports.ts';

const streams = Number(process.argv[2] ?? 60);
const aborted = Number(process.argv[3] ?? 100);
const PROMPTS = [
  'a dress for a wedding under $150 in size M',
  'show me black boots',
  'how many slots are free in my tote',
  'a look for a summer party',
];

const SUBSCRIPTION = /* GraphQL */ `
  subscription AssistantBench($input: AssistantRequestInput!) {
    assistantReply(input: $input) {
      __typename
      ... on AssistantMessageUpdate {
        message {
          id
          done
          elements {
            __typename
            ... on AssistantText {
              text
            }
            ... on AssistantProductCard {
              product {
                id
                title
              }
            }
          }
        }
      }
      ... on AssistantReplyFailed {
        code
        text
      }
    }
  }
`;

/** Proxy state: per upstream chat stream, the times its SSE frames passed; how many are open. */
const frameTimes: number[][] = [];
let openStreams = 0;

function startTap(target: URL): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const forward = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        const isChat =
          req.url?.startsWith('/v1/ai/chat/stream') && /event-stream/.test(up.headers['content-type'] ?? '');
        if (!isChat) return void up.pipe(res);
        const times: number[] = [];
        frameTimes.push(times);
        openStreams++;
        let tail = '';
        let closed = false;
        const close = () => {
          if (closed) return;
          closed = true;
          openStreams--;
        };
        up.on('data', (chunk: Buffer) => {
          tail += chunk.toString('utf8');
          const frames = tail.split(/\r?\n\r?\n/);
          tail = frames.pop() ?? '';
          const now = performance.now();
          for (const f of frames) if (/^event:/m.test(f)) times.push(now);
          res.write(chunk);
        });
        up.on('end', () => {
          res.end();
          close();
        });
        up.on('close', close);
        res.on('close', () => {
          up.destroy();
          close();
        });
      },
    );
    forward.on('error', () => res.destroy());
    // The gateway went away before the answer ended: so does the upstream request.
    res.on('close', () => {
      if (!res.writableFinished) forward.destroy();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function signIn(gateway: string): Promise<string> {
  const res = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    body: JSON.stringify({
      query: 'mutation($input: LogInInput!) { logIn(input: $input) { userErrors { message } } }',
      variables: { input: { email: 'member@tote.test', password: 'tote-demo-1' } },
    }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.some((c) => c?.startsWith('tote_token='))) throw new Error(`sign-in failed: ${await res.text()}`);
  return cookies.join('; ');
}

interface StreamRun {
  arrivals: number[];
  failed: string | null;
  ms: number;
}

/** One subscription to the end; `stopAfter` disposes it after that many events. */
function runStream(client: Client, prompt: string, stopAfter = Infinity): Promise<StreamRun> {
  const t0 = performance.now();
  const arrivals: number[] = [];
  let failed: string | null = null;
  return new Promise((resolve) => {
    const finish = () => resolve({ arrivals, failed, ms: performance.now() - t0 });
    const dispose = client.subscribe<{ assistantReply: { __typename: string; code?: string; text?: string } }>(
      { query: SUBSCRIPTION, variables: { input: { messages: [{ value: prompt }] } } },
      {
        next: (r) => {
          arrivals.push(performance.now());
          const e = r.data?.assistantReply;
          if (r.errors) failed = JSON.stringify(r.errors);
          else if (e?.__typename === 'AssistantReplyFailed') failed = `${e.code}: ${e.text}`;
          if (arrivals.length >= stopAfter) {
            dispose();
            finish();
          }
        },
        error: (err) => {
          failed = String(err);
          finish();
        },
        complete: finish,
      },
    );
  });
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return `p50 ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  max ${(s.at(-1) ?? NaN).toFixed(2)} ms`;
}

async function waitFor(cond: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (cond()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return cond();
}

const apiPort = await freePort();
const gatewayPort = await freePort();
const tap = await startTap(new URL(`http://127.0.0.1:${apiPort}`));
const tapUrl = `http://127.0.0.1:${(tap.address() as { port: number }).port}`;
const gateway = `http://127.0.0.1:${gatewayPort}`;
const api = start(['api/src/main.ts'], {
  API_PORT: String(apiPort),
  PGLITE_DIR: 'memory://',
  LOG_LEVEL: 'warn',
  AI_CHAT_RATE_LIMIT: '100000',
});
const gw = start(['gateway/src/main.ts'], { PORT: String(gatewayPort), UPSTREAM_URL: tapUrl });
const stopAll = () => {
  api.kill('SIGTERM');
  gw.kill('SIGTERM');
  tap.close();
};
process.on('exit', stopAll);

try {
  await waitForHttp(`http://127.0.0.1:${apiPort}/v1/app/dynamic`, { timeoutMs: 120_000, what: 'the api' });
  await waitForHttp(`${gateway}/healthz`, { timeoutMs: 60_000, what: 'the gateway' });
  const cookie = await signIn(gateway);
  const client = createClient({
    url: `${gateway}/graphql/stream`,
    singleConnection: false,
    retryAttempts: 0,
    headers: () => ({ cookie, 'x-graphql-yoga-csrf': '1' }),
  });

  for (let i = 0; i < 5; i++) await runStream(client, PROMPTS[i % PROMPTS.length]!); // warm-up
  frameTimes.length = 0;

  // 1. Per-event overhead, sequential streams.
  const overheads: number[] = [];
  let events = 0;
  let failures = 0;
  for (let i = 0; i < streams; i++) {
    const before = frameTimes.length;
    const run = await runStream(client, PROMPTS[i % PROMPTS.length]!);
    const frames = frameTimes[before] ?? [];
    if (run.failed || frames.length !== run.arrivals.length) {
      failures++;
      if (failures <= 3)
        console.log(`  stream ${i}: ${run.failed ?? `${frames.length} frames, ${run.arrivals.length} events`}`);
      continue;
    }
    run.arrivals.forEach((t, k) => overheads.push(t - frames[k]!));
    events += run.arrivals.length;
  }
  console.log(`assistant stream through the gateway — ${streams} sequential streams, ${events} events`);
  console.log(`  gateway overhead per event: ${stats(overheads)}  (failed streams: ${failures})`);

  // 2. Aborted mid-reply.
  const abortedRuns = await Promise.all(
    Array.from({ length: aborted }, (_, i) => runStream(client, PROMPTS[i % PROMPTS.length]!, 2)),
  );
  const openRightAway = openStreams;
  const settled = await waitFor(() => openStreams === 0, 5000);
  console.log(
    `\n${aborted} streams disposed after their first events (${abortedRuns.filter((r) => r.failed).length} failed)`,
  );
  console.log(
    `  upstream streams open right after: ${openRightAway}; after settling (≤ 5 s): ${openStreams}` +
      (settled ? '' : ' (did not settle)'),
  );

  // 3. One slow reader.
  const baseline = await Promise.all(PROMPTS.map((p) => runStream(client, p)));
  const slow = new AbortController();
  const slowResponse = await fetch(`${gateway}/graphql/stream`, {
    method: 'POST',
    signal: slow.signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie, 'x-graphql-yoga-csrf': '1' },
    body: JSON.stringify({ query: SUBSCRIPTION, variables: { input: { messages: [{ value: PROMPTS[0] }] } } }),
  });
  const withSlow = await Promise.all(PROMPTS.map((p) => runStream(client, p)));
  slow.abort();
  void slowResponse.body?.cancel().catch(() => {});
  const mean = (rs: StreamRun[]) => rs.reduce((s, r) => s + r.ms, 0) / rs.length;
  console.log(`\none reader that never reads its stream, ${PROMPTS.length} other streams beside it`);
  console.log(
    `  their mean duration: ${mean(withSlow).toFixed(1)} ms (without the slow reader: ${mean(baseline).toFixed(1)} ms)`,
  );
  client.dispose();
} finally {
  stopAll();
}
process.exit(0);
