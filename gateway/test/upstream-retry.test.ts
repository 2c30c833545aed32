/**
 * A read whose upstream connection fails (the api restarting) is tried once more, unless the api is known to be
 * down (a refusal moments ago); a write is not.
 */
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../src/errors.js';
import { READ_RETRY_DELAY_MS, UpstreamClient, UpstreamPool } from '../src/upstream/client.js';
import { apiUrl, gql, startGateway, type Gateway } from './helpers.js';

/**
 * A TCP proxy to the api that closes the first `drop` connections as soon as they open (as an api
 * going down would), and passes the later ones on — or, with `loseAnswers`, passes every request on
 * and closes the connection instead of passing the answer back (an api dying after its commit).
 * Counts connections, requests for /v1/app/dynamic and POSTs delivered.
 */
async function flakyApi(drop: number, loseAnswers = false) {
  const target = new URL(apiUrl());
  const state = { connections: 0, appDynamic: 0, posts: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (++state.connections <= drop) return void socket.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    socket.on('data', (chunk) => {
      const head = chunk.toString('latin1');
      if (head.startsWith('GET /v1/app/dynamic')) state.appDynamic++;
      if (head.startsWith('POST /v1/')) state.posts++;
      upstream.write(chunk);
    });
    if (loseAnswers) upstream.once('data', () => socket.destroy());
    else upstream.pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

async function closedPort(): Promise<string> {
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
  return `http://127.0.0.1:${port}`;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function gatewayTo(upstreamUrl: string): Promise<Gateway> {
  const gw = await startGateway({ upstreamUrl });
  cleanups.unshift(() => gw.close()); // the gateway closes before its upstream
  return gw;
}

async function flaky(drop: number, loseAnswers = false) {
  const api = await flakyApi(drop, loseAnswers);
  cleanups.push(api.close);
  return api;
}

const READ = '{ appSettings { toteUpperLimit } }';
const WRITE = 'mutation { trackEvent(input: { eventType: VIEW_PAGE, refer: "/" }) { recorded } }';

describe('an api that is going down or restarting', () => {
  it('a read whose connection is closed at once is answered through a new one', async () => {
    const api = await flaky(1);
    const r = await gql((await gatewayTo(api.url)).url, READ);
    expect(r.errors).toBeUndefined();
    expect(r.data.appSettings.toteUpperLimit).toBe(6);
    expect(api.state.appDynamic).toBe(1);
  });

  it('a read refused by a closed port waits and tries once more, then says "Network Error"', async () => {
    const gw = await gatewayTo(await closedPort());
    const t0 = performance.now();
    const r = await gql(gw.url, READ);
    expect(r.errors?.[0]?.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(READ_RETRY_DELAY_MS);
  });

  it('once a connection was refused, the next reads fail at once until the api answers again', async () => {
    const pool = new UpstreamPool(await closedPort());
    cleanups.push(() => pool.close());
    const client = new UpstreamClient(pool, {});
    await expect(client.call('/app/dynamic')).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    expect(pool.availability.down).toBe(true);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      await expect(client.call('/app/dynamic')).rejects.toThrow(NETWORK_ERROR_MESSAGE);
      expect(timers.mock.calls.filter(([, ms]) => ms === READ_RETRY_DELAY_MS)).toEqual([]);
    } finally {
      timers.mockRestore();
    }
    pool.availability.answered();
    expect(pool.availability.down).toBe(false);
  });

  it('a read against an api that keeps closing connections: "Network Error" after a few tries', async () => {
    const api = await flaky(Infinity);
    const r = await gql((await gatewayTo(api.url)).url, READ);
    expect(r.errors?.[0]?.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(api.state.connections).toBeGreaterThanOrEqual(2);
    expect(api.state.connections).toBeLessThanOrEqual(4);
  });

  it('a write whose answer is lost is delivered once, never again: "Network Error"', async () => {
    const api = await flaky(0, true);
    const r = await gql((await gatewayTo(api.url)).url, WRITE);
    expect(r.errors?.[0]?.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(api.state.posts).toBe(1);
  });
});
