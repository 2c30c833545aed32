/**
 * Benchmark: what the GraphQL gateway costs over calling the /v1 api directly.
 *
 * Starts the api (fresh in-memory database) and the gateway, with a recording proxy between them.
 * For each screen query (home, product page) it records the upstream calls one GraphQL request
 * causes, then times (a) the GraphQL request through the gateway and (b) the same upstream calls
 * made directly and in parallel (both through the same proxy, so it costs them alike), and prints
 * latency figures, the ratio and the upstream call count.
 *
 *   npx tsx scripts/bench/gateway-vs-upstream.ts [iterations]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/web-build.ts';
import { waitForHttp } from '../src/wait.ts';
import { freePort } from '../src/ports.ts';

const iterations = Number(process.argv[2] ?? 200);
const warmup = 20;

interface Recorded {
  method: string;
  path: string;
  body: string;
  contentType: string;
}

function startProxy(target: string, record: (r: Recorded) => void): Promise<http.Server> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      record({
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        body,
        contentType: req.headers['content-type'] ?? '',
      });
      const forward = http.request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      forward.on('error', () => res.writeHead(502).end());
      forward.end(body);
    });
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

/** The web app's own screen queries, from the persisted queries relay-compiler writes. */
function screenQuery(operationName: string): string {
  const persisted = JSON.parse(readFileSync(path.join(repoRoot, 'web/persisted-queries.json'), 'utf8')) as Record<
    string,
    string
  >;
  const text = Object.values(persisted).find((q) => q.startsWith(`query ${operationName}`));
  if (!text) throw new Error(`no persisted query named ${operationName}; run npx relay-compiler`);
  return text;
}

interface Stats {
  p50: number;
  p95: number;
  mean: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

/** One line of latency figures: "p50 … ms  p95 … ms  mean … ms". */
const latency = (s: Stats): string =>
  `p50 ${s.p50.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms  mean ${s.mean.toFixed(2)} ms`;

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

const apiPort = await freePort();
const gatewayPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;
let recording: Recorded[] | null = null;
const proxy = await startProxy(apiUrl, (r) => recording?.push(r));
const proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;

const api = start(['api/src/main.ts'], { API_PORT: String(apiPort), PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn' });
const gateway = start(['gateway/src/main.ts'], {
  PORT: String(gatewayPort),
  UPSTREAM_URL: proxyUrl,
  LOG_LEVEL: 'warn',
  RESPONSE_CACHE: '0', // what the gateway itself costs: every request goes upstream
});
const stopAll = () => {
  api.kill('SIGTERM');
  gateway.kill('SIGTERM');
  proxy.close();
};
process.on('exit', stopAll);

try {
  await waitForHttp(`${apiUrl}/v1/app/dynamic`, { timeoutMs: 120_000, what: 'the api' });
  await waitForHttp(`http://127.0.0.1:${gatewayPort}/healthz`, { timeoutMs: 60_000, what: 'the gateway' });

  const firstProduct = (await (await fetch(`${apiUrl}/v1/basic/productList?pageSize=1`)).json()) as {
    data: { list: { shopProductId: number }[] };
  };
  const productId = firstProduct.data.list[0]!.shopProductId;

  const screens = [
    { name: 'home', query: screenQuery('HomeScreenQuery'), variables: {} },
    { name: 'product page', query: screenQuery('ProductScreenQuery'), variables: { productId } },
  ];

  console.log(`gateway vs. direct upstream calls — ${iterations} iterations after ${warmup} warm-up, sequential\n`);
  for (const screen of screens) {
    const graphql = async () => {
      const res = await fetch(`http://127.0.0.1:${gatewayPort}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tote-csrf': '1' },
        body: JSON.stringify({ query: screen.query, variables: screen.variables }),
      });
      const body = (await res.json()) as { errors?: unknown };
      if (body.errors) throw new Error(`${screen.name}: ${JSON.stringify(body.errors)}`);
    };
    recording = [];
    await graphql();
    const calls = recording;
    recording = null;

    const direct = () =>
      Promise.all(
        calls.map(async (c) => {
          const res = await fetch(`${proxyUrl}${c.path}`, {
            method: c.method,
            headers: c.contentType ? { 'content-type': c.contentType } : {},
            body: c.method === 'GET' ? undefined : c.body,
          });
          await res.arrayBuffer();
        }),
      );

    const viaGateway = stats(await time(graphql));
    const viaDirect = stats(await time(direct));
    const distinct = new Set(calls.map((c) => `${c.method} ${c.path} ${c.body}`)).size;
    console.log(`${screen.name}`);
    const paths = calls.map((c) => c.path.split('?')[0]).join(', ');
    console.log(`  upstream calls per GraphQL request: ${calls.length} (${distinct} distinct): ${paths}`);
    console.log(`  gateway  ${latency(viaGateway)}`);
    console.log(`  direct   ${latency(viaDirect)}`);
    const ratio = (key: 'p50' | 'mean') => (viaGateway[key] / viaDirect[key]).toFixed(2);
    console.log(`  ratio gateway/direct: p50 ${ratio('p50')}x  mean ${ratio('mean')}x\n`);
  }
} finally {
  stopAll();
}
process.exit(0);
