/** Starts the gateway with the configuration of the environment (config.ts lists the variables). */
import { loadConfig } from './config.js';
import { createGateway } from './server.js';

const config = loadConfig();
const { port, host, upstreamUrl, production } = config;

const server = createGateway({ upstreamUrl }, config);

server.listen(port, host, () => {
  const profile = production ? ', production' : '';
  console.log(`gateway listening on http://${host}:${port} (upstream ${upstreamUrl}${profile})`);
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`gateway: ${signal}, closing`);
  // Stop accepting, let in-flight requests finish, then exit; force it after 10 s.
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
