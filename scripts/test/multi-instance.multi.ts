/**
 * More than one instance (DESIGN.md "Scale-out"), as production runs them: two apis and two gateways started by
 * `npm run start:prod` (the compiled servers) on one fresh PostgreSQL database (DATABASE_URL) and one Redis
 * (REDIS_URL), and the real nginx of deploy/nginx.conf in front: the shop's address before both gateways, the
 * apis' address before both apis, which the gateways use. The vitest project `multi` (root vitest.config.ts),
 * which the default run leaves out: `.ci/run` installs nginx and starts PostgreSQL and Redis for it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'graphql-sse';
import pg from 'pg';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper, webOperations } from '../bench/load-shopper.ts';
import { AnsweredWrites } from '../bench/writes.ts';
import { buildStaleServers } from '../src/build-servers.ts';
import { freePort } from '../src/ports.ts';
import { repoRoot } from '../src/web-build.ts';
import { gql, logIn, MEMBER, until, v1 } from './multi-instance-http.ts';
import { Servers } from './multi-instance-procs.ts';
import { NginxProxy } from './nginx-proxy.ts';

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL)
  throw new Error('the multi project needs DATABASE_URL (a fresh database) and REDIS_URL');

const SWEEP_MS = 200;
/** The local assistant's pause between streamed frames: what tells a stream passed on event by event. */
const TOKEN_DELAY_MS = 40;

type Instance = { api: string; gateway: string };
const servers = new Servers();
let proxy: NginxProxy;
let both: [Instance, Instance];
let db: pg.Pool;

beforeAll(async () => {
  // The compiled output start:prod runs: the servers are compiled here when a source changed; the web app is built
  // by `npm test` before (here, under vitest's NODE_ENV=test, Vite would build React's development code).
  if (!existsSync(path.join(repoRoot, 'web/dist-server/server.js')))
    throw new Error('build the web app: npm run build');
  await buildStaleServers();
  const apiEnv = {
    DATABASE_URL,
    REDIS_URL,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SWEEP_MS: String(SWEEP_MS),
    FULFILMENT_STEP_MS: '0',
    AI_TOKEN_DELAY_MS: String(TOKEN_DELAY_MS),
  };
  const [apiA, apiB, gatewayA, gatewayB] = [await freePort(), await freePort(), await freePort(), await freePort()];
  try {
    // One after the other: the first migrates and seeds the fresh database.
    const apis = [
      await servers.start({ name: 'api A', role: 'api', port: apiA, env: apiEnv }),
      await servers.start({ name: 'api B', role: 'api', port: apiB, env: apiEnv }),
    ];
    proxy = await NginxProxy.start({ gateways: [gatewayA, gatewayB], apis: [apiA, apiB] });
    const gatewayEnv = { UPSTREAM_URL: proxy.url('api') };
    const gateways = await Promise.all([
      servers.start({ name: 'gateway A', role: 'gateway', port: gatewayA, env: gatewayEnv }),
      servers.start({ name: 'gateway B', role: 'gateway', port: gatewayB, env: gatewayEnv }),
    ]);
    both = [
      { api: apis[0]!, gateway: gateways[0]! },
      { api: apis[1]!, gateway: gateways[1]! },
    ];
  } catch (err) {
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n${servers.output()}`);
  }
  db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
}, 240_000);

afterAll(async () => {
  await servers.stop();
  await proxy?.stop();
  await db?.end();
}, 30_000);

const memberId = async (): Promise<number> =>
  (await db.query<{ id: number }>('select id from users where email = $1', [MEMBER.email])).rows[0]!.id;

describe('two api and two gateway instances on one database and one Redis', () => {
  it('the Tote cap holds with 20 rent adds racing over both gateways: 6 in, the rest refused with 21001', async () => {
    const cookie = await logIn(both[0].gateway);
    const userId = await memberId();
    await db.query("delete from tote_items where user_id = $1 and sale_type = 'rent'", [userId]);
    const skus = await db.query<{ code: string }>(
      `select distinct on (s.product_id) s.code from skus s join products p on p.id = s.product_id
       where p.on_shelf and s.stock > 3 order by s.product_id limit 20`,
    );
    expect(skus.rows).toHaveLength(20);
    const adds = await Promise.all(
      skus.rows.map(({ code }, i) =>
        gql<{ addToTote: { userErrors: { code: string }[] } }>(
          both[i % 2]!.gateway,
          cookie,
          'mutation($input: AddToToteInput!) { addToTote(input: $input) { userErrors { code } } }',
          { input: { saleType: 'RENT', sku: code } },
        ),
      ),
    );
    const outcomes = adds.map(({ data }) => data.addToTote.userErrors[0]?.code ?? 'added');
    expect(outcomes.filter((o) => o === 'added')).toHaveLength(6);
    expect(outcomes.filter((o) => o !== 'added')).toEqual(Array(14).fill('21001'));
    const inTote = await db.query(
      "select count(*)::int as n from tote_items where user_id = $1 and sale_type = 'rent'",
      [userId],
    );
    expect(inTote.rows[0].n).toBe(6);
  });

  it('a rate limit counts across the instances: 10 wrong logins for one email alternating, then 42900', async () => {
    const email = `nobody.${Date.now().toString(36)}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await v1(both[i % 2]!.api, '/user/login', { email, password: 'whatever-pw' })).code);
    expect(codes).toEqual([...Array<number>(10).fill(20008), 42900]);
  });

  it('a back-office switch on one instance reaches the other', async () => {
    const [a, b] = both;
    const waitlistOn = async (base: string) => (await v1<{ on: boolean }>(base, '/waitlist/status', {})).data.on;
    expect(await waitlistOn(b.api)).toBe(false);
    expect((await v1(a.api, '/admin/waitlist/switch', { on: true })).code).toBe(0);
    await until(async () => ((await waitlistOn(b.api)) ? true : undefined), 'the waitlist on at B');
    expect((await v1(b.api, '/admin/waitlist/switch', { on: false })).code).toBe(0);
    await until(async () => ((await waitlistOn(a.api)) ? undefined : true), 'the waitlist off at A');
  });

  it("a renewal that comes due is charged once with both instances' sweeps running", async () => {
    const userId = await memberId();
    const due = new Date(Date.now() - 3600_000);
    const start = new Date(due);
    start.setUTCMonth(start.getUTCMonth() - 1);
    await db.query('update memberships set period_start = $2, next_billing_at = $3 where user_id = $1', [
      userId,
      start,
      due,
    ]);
    const renewals = () =>
      db.query<{ id: number; status: string; payment_intent_id: string }>(
        'select id, status, payment_intent_id from orders where user_id = $1 and renewal_of = $2',
        [userId, due],
      );
    await until(async () => {
      const { rows } = await renewals();
      return rows.some((o) => o.status === 'Delivered') ? true : undefined;
    }, 'the renewal to be paid');
    // Both instances sweep every SWEEP_MS: give each of them several more passes to (wrongly) charge again.
    await new Promise((r) => setTimeout(r, 10 * SWEEP_MS));
    const { rows } = await renewals();
    expect(rows).toHaveLength(1);
    const charges = await db.query('select id from emulator_charges where payment_intent_id = $1', [
      rows[0]!.payment_intent_id,
    ]);
    expect(charges.rows).toHaveLength(1);
    const m = await db.query<{ next_billing_at: Date }>('select next_billing_at from memberships where user_id = $1', [
      userId,
    ]);
    expect(m.rows[0]!.next_billing_at.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('through nginx (deploy/nginx.conf) in front of both gateways and both apis', () => {
  const port = (url: string) => new URL(url).port;
  const gatewaysAnswering = async (since: number) =>
    new Set(
      (await proxy.requests())
        .slice(since)
        .filter((r) => r.uri === '/graphql')
        .map((r) => r.upstreams.at(-1)),
    );

  it('serves the shop and GraphQL, any request at any gateway (nothing sticky)', async () => {
    const page = await fetch(`${proxy.url('shop')}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root">\s*<[a-z]/); // drawn on the server
    const cookie = await logIn(proxy.url('shop'));
    const since = (await proxy.requests()).length;
    for (let i = 0; i < 8; i++) {
      const { data } = await gql<{ viewer: { id: string } | null }>(proxy.url('shop'), cookie, '{ viewer { id } }', {});
      expect(data.viewer?.id).toBeTruthy();
    }
    expect(await gatewaysAnswering(since)).toEqual(new Set(both.map((b) => `127.0.0.1:${port(b.gateway)}`)));
  });

  it("streams the assistant's reply event by event: the first within 1 s, the rest as they come", async () => {
    const cookie = await logIn(proxy.url('shop'));
    const client = createClient({
      url: `${proxy.url('shop')}/graphql/stream`,
      headers: { cookie },
      retryAttempts: 0,
      singleConnection: false,
    });
    const t0 = performance.now();
    const arrivals: number[] = [];
    await new Promise<void>((resolve, reject) =>
      client.subscribe(
        {
          query: `subscription($input: AssistantRequestInput!) {
            assistantReply(input: $input) { __typename ... on AssistantReplyFailed { code text } } }`,
          variables: { input: { messages: [{ value: 'show me black boots' }] } },
        },
        {
          next: (r) => {
            if (r.errors) reject(new Error(JSON.stringify(r.errors)));
            arrivals.push(performance.now() - t0);
          },
          error: reject,
          complete: resolve,
        },
      ),
    );
    client.dispose();
    expect(arrivals.length).toBeGreaterThanOrEqual(4);
    expect(arrivals[0]).toBeLessThan(1000);
    // Held back by a buffering proxy, every event would arrive at the end, within a few ms of each other.
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(((arrivals.length - 1) * TOKEN_DELAY_MS) / 2);
  });

  it('a gateway killed (kill -9) mid-test: the other answers the requests that follow', async () => {
    const cookie = await logIn(proxy.url('shop'));
    const results: { at: number; ok: boolean }[] = [];
    let killedAt = Infinity;
    let running = true;
    const ask = async () => {
      for (; running;) {
        const res = await fetch(`${proxy.url('shop')}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query: '{ viewer { id } }' }),
        });
        const body = (await res.json().catch(() => null)) as { data?: { viewer: { id: string } | null } } | null;
        results.push({ at: performance.now(), ok: res.status === 200 && !!body?.data?.viewer?.id });
      }
    };
    const clients = Array.from({ length: 4 }, ask);
    await until(async () => (results.length >= 20 ? true : undefined), '20 answers');
    await servers.kill('gateway A');
    killedAt = performance.now();
    await until(async () => (results.filter((r) => r.at > killedAt).length >= 40 ? true : undefined), '40 more');
    running = false;
    await Promise.all(clients);
    // Only a request gateway A had already taken may fail (4 clients: at most 4); every later one is answered.
    expect(results.filter((r) => !r.ok).length).toBeLessThanOrEqual(4);
    expect(results.filter((r) => r.at > killedAt + 50 && !r.ok)).toEqual([]);
    const page = await fetch(`${proxy.url('shop')}/`);
    expect(page.status).toBe(200);
    await servers.restart('gateway A'); // for what follows
  });

  it('SIGTERM to an api, then a gateway, under Tote adds and checkouts: all answered, 0 writes lost', async () => {
    const http = new Pool(proxy.url('shop'), { connections: 12 });
    const operations = webOperations();
    const shoppers = await Promise.all(Array.from({ length: 6 }, (_, i) => shopper(http, operations, 100 + i)));
    const skus = (
      await db.query<{ code: string }>(
        `select s.code from skus s join products p on p.id = s.product_id where p.on_shelf and s.stock >= 8
          order by s.id limit 200`,
      )
    ).rows.map((r) => r.code);
    expect(skus.length).toBeGreaterThan(10);
    const writes = new AnsweredWrites();
    const failures: string[] = [];
    let running = true;
    const load = shoppers.map(async (s, i) => {
      s.onAnswer = ({ operation, status, errors }) => {
        const failed = errors.filter((e) => !e.startsWith('userError'));
        if (status !== 200 || failed.length) failures.push(`${operation}: ${status} ${failed.join('; ')}`);
      };
      for (let n = i; running; n++) await writes.addAndCheckOut(s, skus[n % skus.length]!, n % 2 === 0);
    });
    const answered = () => writes.added.length + writes.paid.length;
    const moreAnswered = async (n: number) => {
      const target = answered() + n;
      await until(async () => (answered() >= target || failures.length ? true : undefined), `${n} more writes`);
    };

    await moreAnswered(10);
    const apiStopped = servers.signal('api B', 'SIGTERM');
    await moreAnswered(20); // while api B drains and after it is gone
    expect(await apiStopped).toBe(0);
    const gatewayStopped = servers.signal('gateway B', 'SIGTERM');
    await moreAnswered(20);
    expect(await gatewayStopped).toBe(0);
    await moreAnswered(10);
    running = false;
    await Promise.all(load);
    await http.close();

    expect(failures).toEqual([]);
    expect(await writes.lost(db)).toEqual([]);
    expect(writes.paid.length).toBeGreaterThan(5);
  });
});
