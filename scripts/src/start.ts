/**
 * `npm start`: builds the web app and compiles the servers when their sources changed, then runs the
 * compiled api (which migrates and seeds an empty database) and gateway (which serves the shop) with
 * plain node as two processes, the way they run in production. A process that dies is started again
 * (supervisor.ts); Ctrl-C or SIGTERM stops both, letting their in-flight requests finish.
 */
import { buildStaleServers, serverEntry, type Server } from './build-servers.ts';
import { repoRoot, needsWebBuild, buildWeb } from './web-build.ts';
import { Supervisor } from './supervisor.ts';
import { waitForHttp } from './wait.ts';
import { serverEnv, v8Flags } from './v8-flags.mjs';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8081);
const upstreamUrl = process.env.UPSTREAM_URL ?? `http://127.0.0.1:${apiPort}`;
const startOwnApi = !process.env.UPSTREAM_URL;

// V8 flags by role (v8-flags.mjs); the embedded database (PGlite) in the api's process wants smaller heaps.
const embeddedDb = startOwnApi && !process.env.DATABASE_URL;

const supervisor = new Supervisor({ onStartupFailure: (_name, code) => stop(code) });

function run(name: Server, env: NodeJS.ProcessEnv): void {
  supervisor.start({
    name,
    args: [...v8Flags(name, { embeddedDb }), serverEntry(name)],
    cwd: repoRoot,
    env: { ...serverEnv(name), ...process.env, ...env },
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
