/**
 * A TCP proxy in front of an api on a fixed port that can be taken down (its connections cut, new ones
 * refused) and brought back on the same address: what the gateway sees of an api that crashes and is started
 * again by the supervisor.
 */
import net from 'node:net';
import { apiUrl } from './helpers.js';

export interface SwitchableApi {
  url: string;
  up(): Promise<void>;
  down(): Promise<void>;
}

/** In front of `targetUrl`: the run's api unless told. */
export async function switchableApi(targetUrl: string = apiUrl()): Promise<SwitchableApi> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const up = async (): Promise<void> => {
    server = net.createServer((socket) => {
      sockets.add(socket);
      const upstream = net.connect(Number(target.port), target.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
    port = (server.address() as net.AddressInfo).port;
  };
  const down = async (): Promise<void> => {
    const closed = new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    for (const socket of sockets) socket.destroy();
    await closed;
    server = null;
  };
  await up();
  return { url: `http://127.0.0.1:${port}`, up, down };
}
