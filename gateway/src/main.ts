/** Starts the gateway: PORT (8080), HOST (0.0.0.0), UPSTREAM_URL, WEB_DIST, NODE_ENV. */
import { createGateway, DEFAULT_WEB_DIST } from './server.js';

const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '0.0.0.0';
const upstreamUrl = process.env.UPSTREAM_URL || `http://127.0.0.1:${process.env.API_PORT || 8081}`;
const production = process.env.NODE_ENV === 'production';

const server = createGateway({ upstreamUrl, webDist: process.env.WEB_DIST || DEFAULT_WEB_DIST, production });

server.listen(port, host, () => {
  console.log(`gateway listening on http://${host}:${port} (upstream ${upstreamUrl}${production ? ', production' : ''})`);
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
