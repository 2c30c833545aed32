/**
 * The production start, one server per process: `npm run start:prod -- api|gateway` (or TOTE_ROLE=api|gateway),
 * the command the image runs (Dockerfile CMD) and CI's multi-instance job starts. Plain node on the compiled
 * output (`npm run build`: web/dist, web/dist-server, api/dist, gateway/dist), with the server's V8 flags; no
 * TypeScript loader, no build, no supervisor (the orchestrator restarts a server that dies). SIGTERM and SIGINT
 * go to the server, which finishes its in-flight requests; this process exits with the server's code.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { serverEnv, v8Flags } from './v8-flags.mjs';

const ROLES = ['api', 'gateway'];
const role = process.argv[2] ?? process.env.TOTE_ROLE;
if (!ROLES.includes(role)) {
  console.error(`start:prod: say which server to run: npm run start:prod -- api|gateway (or TOTE_ROLE), not ${role}`);
  process.exit(2);
}
const entry = fileURLToPath(new URL(`../../${role}/dist/main.js`, import.meta.url));
if (!existsSync(entry)) {
  console.error(`start:prod: ${entry} is missing: run \`npm run build\` first`);
  process.exit(2);
}

const embeddedDb = role === 'api' && !process.env.DATABASE_URL;
const server = spawn(process.execPath, [...v8Flags(role, { embeddedDb }), entry], {
  stdio: 'inherit',
  env: { ...serverEnv(role), ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
