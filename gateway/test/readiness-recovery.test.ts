/**
 * The gateway over an api that goes away and comes back on the same address (as the supervisor restarts it):
 * it keeps answering, /readyz says 503 while the api is away and 200 again as soon as it listens.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl, gql, startGateway } from './helpers.js';

/** A TCP proxy to the api on a fixed port that can be taken down (connections refused) and brought back. */
async function switchableApi() {
  const target = new URL(apiUrl());
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
    const closed = new Promise<void>((r) => server?.close(() => r()));
    for (const socket of sockets) socket.destroy();
    await closed;
    server = null;
  };
  await up();
  return { url: `http://127.0.0.1:${port}`, up, down };
}

async function until(probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const READ = '{ appSettings { toteUpperLimit } }';

describe('an api that goes away and comes back', () => {
  it('the gateway keeps answering, is not ready while it is away and ready again as soon as it is back', async () => {
    const api = await switchableApi();
    cleanups.push(api.down);
    const gw = await startGateway({ upstreamUrl: api.url });
    cleanups.unshift(gw.close);
    const readyz = async () => (await fetch(`${gw.url}/readyz`)).status;
    expect(await readyz()).toBe(200);
    expect((await gql(gw.url, READ)).data).toBeTruthy();

    await api.down();
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
    expect(await readyz()).toBe(503);
    const whileDown = await gql(gw.url, READ);
    expect(whileDown.errors?.[0]?.message).toMatch(/network/i);

    await api.up();
    // No interval to wait out and no broken connection kept: the first probe after the api is back says ready.
    expect(await readyz()).toBe(200);
    await until(async () => Boolean((await gql(gw.url, READ)).data), 2_000);
  });
});
