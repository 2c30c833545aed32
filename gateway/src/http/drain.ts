/**
 * A shutdown that loses no request behind a keep-alive proxy (nginx; main.ts on SIGTERM). Closing a server the usual
 * way closes its idle keep-alive connections at once, and a proxy that has just sent a request on one of them gets a
 * reset, which it does not retry for a POST: the shopper's write fails. Draining instead: stop accepting connections
 * (new ones go to another instance), answer every request from now on — those in flight too — with
 * `Connection: close`, and leave idle connections to their client, which lets them go after its keep-alive timeout
 * (deploy/nginx.conf: keepalive_timeout), until only streams (text/event-stream) are left or `maxMs` passed.
 * (The api keeps the same drain in api/src/platform/http/drain.ts: the two servers share no runtime package.)
 */
import type { Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Drain {
  /** Resolves when only streams are left, or after `maxMs`; `closed`: when the last connection has ended. */
  (maxMs: number): Promise<{ closed: Promise<void> }>;
}

/** Tracks `server`'s connections from now on; call the result to drain it. */
export function drainable(server: Server): Drain {
  const current = new Map<Socket, ServerResponse>();
  const streams = new Set<Socket>();
  let draining = false;
  server.on('connection', (socket: Socket) =>
    socket.once('close', () => {
      current.delete(socket);
      streams.delete(socket);
    }),
  );
  server.prependListener('request', (req, res) => {
    if (draining) res.shouldKeepAlive = false;
    current.set(req.socket, res);
    if (req.headers.accept?.includes('text/event-stream')) streams.add(req.socket);
    res.once('finish', () => {
      if (current.get(req.socket) === res) current.delete(req.socket);
      streams.delete(req.socket);
    });
  });
  return async (maxMs) => {
    draining = true;
    for (const res of current.values()) if (!res.headersSent) res.shouldKeepAlive = false;
    // net's close, not http's: http's would close the idle connections too.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    const deadline = Date.now() + maxMs;
    const open = () => new Promise<number>((resolve) => server.getConnections((_err, n) => resolve(n ?? 0)));
    while (Date.now() < deadline && (await open()) > streams.size) await sleep(25);
    return { closed };
  };
}
