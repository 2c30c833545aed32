/** Starts the gateway with the configuration of the environment (config.ts lists the variables). */
import { loadConfig } from './config.js';
import { drainable } from './http/drain.js';
import { createGateway } from './server.js';

const config = loadConfig();
const { port, host, upstreamUrl, production } = config;

const server = createGateway({ upstreamUrl }, config);

server.listen(port, host, () => {
  const profile = production ? ', production' : '';
  console.log(`gateway listening on http://${host}:${port} (upstream ${upstreamUrl}${profile})`);
});

/** SIGTERM drains first (http/drain.ts), at most DRAIN_MAX_MS; then in-flight requests finish, forced after 10 s. */
// Longer than nginx keeps an idle connection (deploy/nginx.conf: keepalive_timeout 2s).
const DRAIN_MAX_MS = 3_000;
const drain = drainable(server);
let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`gateway: ${signal}, closing`);
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
  void drain(DRAIN_MAX_MS).then(async ({ closed }) => {
    server.closeIdleConnections();
    await closed;
    process.exit(0);
  });
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
