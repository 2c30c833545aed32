/**
 * `npm start`: builds the web app and compiles the servers when their sources changed, then runs the
 * compiled api (which migrates and seeds an empty database) and gateway (which serves the shop) with
 * plain node as two processes, the way they run in production. A process that dies is started again
 * (supervisor.ts); Ctrl-C or SIGTERM stops both, letting their in-flight requests finish.
 */
import { spawnSync } from 'node:child_process';
import { buildStaleServers, serverEntry, type Server } from './build-servers.ts';
import { repoRoot, needsWebBuild, buildWeb } from './web-build.ts';
import { Supervisor } from './supervisor.ts';
import { waitForHttp } from './wait.ts';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8081);
const upstreamUrl = process.env.UPSTREAM_URL ?? `http://127.0.0.1:${apiPort}`;
const startOwnApi = !process.env.UPSTREAM_URL;

/**
 * V8 settings, from measuring each server's RSS idle and under load (#11) and its CPU per request under the load
 * test (#14). A full collection once the heap grew by half of what was live (the gateway beside PostgreSQL: by all
 * of it) instead of up to 4×: under load the heap otherwise fills with ~150 MB of garbage between collections.
 * With the embedded PGlite, where memory is the tighter goal (#11: ≤ 450 MiB, ~420 used), young generations of
 * 2 × 4 MB (api) and 2 × 8 MB (gateway) semi-spaces. The api compiles its PostgreSQL (WebAssembly) as V8 does by
 * default, baseline (Liftoff) first and the hot parts optimized later: with the optimizing compiler only
 * (--no-liftoff, #11) opening the database after a crash took ~2.5 s instead of ~0.8 s, more than the whole
 * restart may take (#29: ≤ 2 s); the baseline code costs the api ~16–30 MB of RSS under load (#29's figures).
 * Otherwise (PostgreSQL, or a gateway alone with UPSTREAM_URL) the api has V8's default 2 × 16 MB: under the load
 * test a request takes ~0.3 s, so with the smaller ones most of what it allocates outlives two scavenges, is promoted
 * and needs a full collection (gateway + api CPU per request ~6.3 → ~4.7 ms; side-by-side RSS 251 → 275 MiB). The
 * gateway there has 2 × 4 MB and a full collection at half again of what was live (#31): since it draws the pages
 * with the web's code it started at ~156 MiB and reached ~212 under the side-by-side load (gateway + api 323 MiB,
 * over the 300 of the goal); with these 131 → 156 (266), at the same req/s and CPU per request.
 */
const embeddedDb = startOwnApi && !process.env.DATABASE_URL;
const V8_FLAGS: Record<Server, string[]> = embeddedDb
  ? {
      api: ['--max-semi-space-size=4', '--heap-growing-percent=50'],
      gateway: ['--max-semi-space-size=8', '--heap-growing-percent=50'],
    }
  : {
      api: ['--max-semi-space-size=16', '--heap-growing-percent=50'],
      gateway: ['--max-semi-space-size=4', '--heap-growing-percent=50'],
    };

/** The flags this node's V8 knows: one a later V8 drops is left out rather than stopping the start. */
function knownV8Flags(flags: string[]): string[] {
  const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout ?? '';
  return flags.filter((flag) => options.includes(`  ${flag.replace(/^--no-/, '--').replace(/=.*/, '')} `));
}

const supervisor = new Supervisor({ onStartupFailure: (_name, code) => stop(code) });

function run(name: Server, env: NodeJS.ProcessEnv): void {
  supervisor.start({
    name,
    args: [...knownV8Flags(V8_FLAGS[name]), serverEntry(name)],
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
}

let stopping = false;
function stop(exitCode = 0): void {
  if (stopping) return;
  stopping = true;
  void supervisor.stop().then(() => process.exit(exitCode));
}

process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

if (process.env.SKIP_WEB_BUILD !== '1' && (await needsWebBuild())) await buildWeb();
await buildStaleServers(startOwnApi ? ['api', 'gateway'] : ['gateway']);

try {
  if (startOwnApi) {
    console.log('Starting the api (an empty database is migrated and seeded first)…');
    run('api', {
      API_PORT: String(apiPort),
      WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${port}`,
    });
    await waitForHttp(`${upstreamUrl}/v1/app/dynamic`, { timeoutMs: 120_000, what: 'the api' });
  }
  run('gateway', { PORT: String(port), UPSTREAM_URL: upstreamUrl });
  // Ready once the api answers it and its page renderer is warm: the first shopper's page is drawn on the server.
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, { timeoutMs: 120_000, what: 'the gateway' });
} catch (err) {
  // A server that never became ready: stop it too, rather than leave it running without this process.
  console.error(err instanceof Error ? err.message : err);
  stop(1);
  await new Promise(() => {}); // stop() exits
}
supervisor.enableRestarts();
const graphiql = process.env.NODE_ENV !== 'production' || process.env.GRAPHIQL === '1';
console.log(
  `\nTote is open at http://localhost:${port}${graphiql ? `  (GraphiQL: http://localhost:${port}/graphql)` : ''}\n`,
);
