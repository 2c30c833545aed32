/**
 * More than one instance (DESIGN.md "Scale-out"): two apis and two gateways, each gateway in front of its
 * own api, on one fresh PostgreSQL database (DATABASE_URL) and one Redis (REDIS_URL). The vitest project
 * `multi` (root vitest.config.ts), which the default run leaves out: `.ci/run` starts both servers for it.
 */
import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Instances, type Instance } from './multi-instance-procs.ts';

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL)
  throw new Error('the multi project needs DATABASE_URL (a fresh database) and REDIS_URL');

const MEMBER = { email: 'member@tote.test', password: 'tote-demo-1' }; // a seeded demo member (README)
const SWEEP_MS = 200;

const instances = new Instances();
let both: [Instance, Instance];
let db: pg.Pool;

beforeAll(async () => {
  const env = {
    DATABASE_URL,
    REDIS_URL,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SWEEP_MS: String(SWEEP_MS),
    FULFILMENT_STEP_MS: '0',
  };
  try {
    // One after the other: the first migrates and seeds the fresh database.
    both = [await instances.start('A', env), await instances.start('B', env)];
  } catch (err) {
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n${instances.output()}`);
  }
  db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
}, 240_000);

afterAll(async () => {
  await instances.stop();
  await db?.end();
}, 30_000);

interface Envelope<T> {
  code: number;
  data: T;
}

async function v1<T>(base: string, path: string, body: object): Promise<Envelope<T>> {
  const res = await fetch(`${base}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

async function gql<T>(
  base: string,
  cookie: string,
  query: string,
  variables: object,
): Promise<{ res: Response; data: T }> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': `10.1.${randomInt(256)}.7` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.clone().json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return { res, data: body.data };
}

/** Polls until `probe` answers something other than undefined. */
async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const memberId = async (): Promise<number> =>
  (await db.query<{ id: number }>('select id from users where email = $1', [MEMBER.email])).rows[0]!.id;

describe('two api and two gateway instances on one database and one Redis', () => {
  it('the Tote cap holds with 20 rent adds racing over both gateways: 6 in, the rest refused with 21001', async () => {
    const { res } = await gql<unknown>(
      both[0].gateway,
      '',
      'mutation($input: LogInInput!) { logIn(input: $input) { userErrors { code } } }',
      { input: MEMBER },
    );
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/tote_token=/);
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
