/**
 * `npm start`: builds the web app when its sources changed, then runs the api (which migrates and
 * seeds an empty database) and the gateway (which serves the shop) as two processes, the way they
 * run in production. Ctrl-C stops both; if either dies, the other is stopped too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot, needsWebBuild, buildWeb } from './web-build.ts';
import { waitForHttp } from './wait.ts';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8081);
const upstreamUrl = process.env.UPSTREAM_URL ?? `http://127.0.0.1:${apiPort}`;
const startOwnApi = !process.env.UPSTREAM_URL;

const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} exited (${signal ?? code}); stopping the shop`);
    stop(code === 0 ? 1 : (code ?? 1));
  });
  children.push(child);
  return child;
}

function stop(exitCode: number): void {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const deadline = setTimeout(() => process.exit(exitCode), 5000);
  deadline.unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(exitCode),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (process.env.SKIP_WEB_BUILD !== '1' && (await needsWebBuild())) await buildWeb();

if (startOwnApi) {
  run('api', ['api/src/main.ts'], {
    API_PORT: String(apiPort),
    WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${port}`,
  });
  await waitForHttp(`${upstreamUrl}/v1/app/dynamic`, { timeoutMs: 120_000, what: 'the api' });
}
run('gateway', ['gateway/src/main.ts'], { PORT: String(port), UPSTREAM_URL: upstreamUrl });
await waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 60_000, what: 'the gateway' });
const graphiql = process.env.NODE_ENV !== 'production' || process.env.GRAPHIQL === '1';
console.log(
  `\nTote is open at http://localhost:${port}${graphiql ? `  (GraphiQL: http://localhost:${port}/graphql)` : ''}\n`,
);
