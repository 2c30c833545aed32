/**
 * GET /v1/internal/catalog/changes (contract: catalog-events.ts): every committed change of a SKU's
 * stock or of a product reaches the open streams, whoever made it. On PostgreSQL the run's schema is
 * shared by the test files, so each test follows its own products (and restores what it changed).
 */
import { request, type IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogChange, CatalogReady } from '@tote/contract/catalog-events';
import { catalogEventsV1 } from '@tote/contract/v1/catalog-events';
import { v1Path } from '@tote/contract/v1/endpoint';
import { registerCatalogEvents } from '../src/features/catalog-events/changes-routes.js';
import { contextPlugin } from '../src/platform/http/context.js';
import { envelopePlugin } from '../src/platform/http/envelope.js';
import { openTestApi, type TestApi } from './db.js';

interface Frame {
  event: string;
  data?: unknown;
  comment?: string;
}

/**
 * An open feed: the frames as they come (comments included), read by `next`. Over node:http: a
 * fetch whose body is cancelled leaves a fresh idle connection behind that keeps the server's close waiting.
 */
async function openFeed(base: string, since?: string) {
  const req = request(`${base}${v1Path(catalogEventsV1.changes)}${since ? `?since=${encodeURIComponent(since)}` : ''}`);
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve).once('error', reject).end();
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  res.setEncoding('utf8');
  let buffer = '';
  const frames: Frame[] = [];
  let ended = false;
  let wake = (): void => undefined;
  res.on('data', (chunk: string) => {
    buffer += chunk;
    for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, i).split('\n');
      buffer = buffer.slice(i + 2);
      const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
      if (lines[0]?.startsWith(':')) frames.push({ event: 'comment', comment: lines[0].slice(1).trim() });
      else frames.push({ event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') });
    }
    wake();
  });
  res.on('close', () => {
    ended = true;
    wake();
  });
  return {
    /** The next frame that `match` accepts (others are passed over); null when the stream ended first. */
    async next(match: (f: Frame) => boolean = () => true): Promise<Frame | null> {
      for (;;) {
        const i = frames.findIndex(match);
        if (i >= 0) return frames.splice(0, i + 1).pop()!;
        frames.length = 0;
        if (ended) return null;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    close: () => void req.destroy(),
  };
}

const changeFor = (productId: number) => (f: Frame) =>
  f.event === 'change' && (f.data as CatalogChange).products.includes(productId);

let api: TestApi;
let base: string;
/** A product far down the catalog, with every size in stock: what these tests change. */
let product: { id: number; sku: string; stock: number };

beforeAll(async () => {
  api = await openTestApi({ pauseSweepMs: 0 });
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { rows } = await sql<{ id: number; sku: string; stock: number }>`
    select p.id, s.code as sku, s.stock from products p join skus s on s.product_id = p.id
     where not exists (select 1 from skus z where z.product_id = p.id and z.stock < 3)
     order by p.id desc, s.id limit 1`.execute(api.db);
  product = rows[0]!;
});
afterAll(() => api?.close());

async function setStock(stock: number): Promise<void> {
  const res = await api.app.inject({
    method: 'POST',
    url: '/v1/inventory/stock',
    payload: { sku: product.sku, stock },
  });
  expect(res.json()).toMatchObject({ code: 0 });
}

describe('the catalog change feed', () => {
  it('opens with ready, then tells each stock change and whether lists may change with it', async () => {
    const feed = await openFeed(base);
    try {
      expect(await feed.next()).toEqual({ event: 'ready', data: { token: expect.any(String), unchanged: false } });
      await setStock(product.stock - 1);
      expect((await feed.next(changeFor(product.id)))?.data).toEqual({ products: [product.id], lists: false });
      await setStock(0);
      expect((await feed.next(changeFor(product.id)))?.data).toEqual({ products: [product.id], lists: true });
      await setStock(product.stock);
      expect((await feed.next(changeFor(product.id)))?.data).toEqual({ products: [product.id], lists: true });
    } finally {
      feed.close();
    }
  });

  it('tells changes made by any writer, one per statement, and none for a statement that changed nothing', async () => {
    const feed = await openFeed(base);
    try {
      await feed.next();
      await sql`update skus set stock = stock + 1 where product_id = ${product.id}`.execute(api.db);
      expect((await feed.next(changeFor(product.id)))?.data).toEqual({ products: [product.id], lists: false });
      await sql`update skus set stock = stock - 1 where product_id = ${product.id}`.execute(api.db);
      await feed.next(changeFor(product.id));

      await sql`update skus set stock = stock where product_id = ${product.id}`.execute(api.db); // nothing changes
      await sql`update products set description = description || ' ' where id = ${product.id}`.execute(api.db);
      expect((await feed.next(changeFor(product.id)))?.data).toEqual({ products: [product.id], lists: true });
    } finally {
      await sql`update products set description = rtrim(description, ' ') where id = ${product.id}`.execute(api.db);
      feed.close();
    }
  });

  it('tells a reconnect with the last ready token whether the catalog changed since', async () => {
    const readyWith = async (since?: string) => {
      const feed = await openFeed(base, since);
      const ready = (await feed.next())?.data as CatalogReady;
      feed.close();
      return ready;
    };
    // Other files may change the catalog at any moment on a shared PostgreSQL schema: a few tries.
    let unchanged = false;
    for (let i = 0; i < 5 && !unchanged; i++) unchanged = (await readyWith((await readyWith()).token!)).unchanged;
    expect(unchanged).toBe(true);

    const { token } = await readyWith();
    await setStock(product.stock - 1);
    await setStock(product.stock);
    expect((await readyWith(token!)).unchanged).toBe(false);

    // A rolled-back change is no change.
    const rollBack = () =>
      api.db.transaction().execute(async (trx) => {
        await sql`update skus set stock = stock + 1 where code = ${product.sku}`.execute(trx);
        throw new Error('roll back');
      });
    let kept = false;
    for (let i = 0; i < 5 && !kept; i++) {
      const before = (await readyWith()).token!;
      await expect(rollBack()).rejects.toThrow('roll back');
      kept = (await readyWith(before)).unchanged;
    }
    expect(kept).toBe(true);

    // A statement that changed no row (none matched, or the same values) is no change either.
    const noOps = () =>
      api.db.transaction().execute(async (trx) => {
        await sql`update skus set stock = stock where code = ${product.sku}`.execute(trx);
        await sql`update skus set stock = 0 where code = 'no such sku'`.execute(trx);
        await sql`delete from products where id = -1`.execute(trx);
      });
    let quiet = false;
    for (let i = 0; i < 5 && !quiet; i++) {
      const before = (await readyWith()).token!;
      await noOps();
      quiet = (await readyWith(before)).unchanged;
    }
    expect(quiet).toBe(true);

    // A token it cannot read, or one too old to tell, is answered "changed".
    expect((await readyWith('not a token')).unchanged).toBe(false);
    const old = { ...(JSON.parse(token!) as object), at: 0 };
    expect((await readyWith(JSON.stringify(old))).unchanged).toBe(false);
  });

  it("passes over another schema's notifications and malformed ones", async () => {
    const feed = await openFeed(base);
    const notify = (payload: string) => sql`select pg_notify('catalog_changes', ${payload})`.execute(api.db);
    const about = (ids: number[]) => (f: Frame) =>
      f.event === 'change' && (f.data as CatalogChange).products.some((p) => ids.includes(p));
    try {
      await feed.next();
      await notify(JSON.stringify({ schema: 'elsewhere', products: [1_999_999_001], lists: true }));
      await notify('not json {');
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(api.db);
      await notify(JSON.stringify({ schema: rows[0]!.schema, products: [1_999_999_002], lists: false }));
      const f = await feed.next(about([1_999_999_001, 1_999_999_002]));
      expect(f?.data).toEqual({ products: [1_999_999_002], lists: false });
    } finally {
      feed.close();
    }
  });
});

describe('the feed endpoint', () => {
  let small: FastifyInstance;
  let smallBase: string;
  beforeAll(async () => {
    small = Fastify();
    await small.register(contextPlugin);
    await small.register(envelopePlugin);
    registerCatalogEvents(small, api.db, { keepAliveMs: 50, maxStreams: 1 });
    smallBase = await small.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => small?.close());

  it('keeps an idle stream alive, refuses more streams than allowed, and ends its streams on close', async () => {
    const feed = await openFeed(smallBase);
    expect(await feed.next()).toEqual({ event: 'ready', data: { token: expect.any(String), unchanged: false } });
    expect(await feed.next((f) => f.event === 'comment')).toEqual({ event: 'comment', comment: 'keep-alive' });
    const refused = await fetch(`${smallBase}${v1Path(catalogEventsV1.changes)}`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 42900, data: null });
    await small.close();
    expect(await feed.next((f) => f.event === 'change')).toBeNull();
  });
});
