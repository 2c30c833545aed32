/** Production refuses unsafe settings (api/src/production.ts) and seeds no demo accounts. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_SECRET_MIN_BYTES, authSecretTooShort } from '../src/features/auth/tokens.js';
import { openPglite } from '../src/platform/db/index.js';
import { loadConfig, type Env } from '../src/platform/config.js';
import { demoAccountsIn, productionProblems } from '../src/production.js';
import { DEMO_ACCOUNTS } from '../src/seed/accounts.js';
import { copyTestDatabase, openTestApi, type TestApi } from './db.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SAFE = {
  AUTH_SECRET: 'x'.repeat(AUTH_SECRET_MIN_BYTES),
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SMTP_URL: 'smtp://127.0.0.1:9',
  FULFILMENT: 'webhook',
  FULFILMENT_WEBHOOK_SECRET: 'fulfilment-secret',
};

/** The refusals for an environment, read as main.ts reads it. */
const problemsOf = (env: Env): string[] => productionProblems(loadConfig(env));

describe('productionProblems', () => {
  it('accepts safe settings, or PAYMENTS=off instead of Stripe keys', () => {
    expect(problemsOf(SAFE)).toEqual([]);
    expect(problemsOf({ ...SAFE, STRIPE_SECRET_KEY: undefined, PAYMENTS: 'off' })).toEqual([]);
  });

  it('names each missing or weak setting', () => {
    expect(problemsOf({})).toEqual([
      'AUTH_SECRET must be a random secret of at least 32 bytes (for example the output of `openssl rand -base64 48`).',
      'Card payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET; ' +
        'set PAYMENTS=off for a shop that takes no payments.',
      'SMTP_URL must be set: sign-up and log-in codes and receipts are e-mails.',
      "FULFILMENT must be set: webhook for orders moved by the warehouse's signed events " +
        '(with FULFILMENT_WEBHOOK_SECRET), or simulated to let the local carrier move them on its own.',
    ]);
    expect(problemsOf({ ...SAFE, AUTH_SECRET: 'x'.repeat(31) })).toHaveLength(1);
    expect(problemsOf({ ...SAFE, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: '' })).toEqual([
      'STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: card payments need all ' +
        'three (the browser uses the publishable key, webhooks are verified with the secret).',
    ]);
    expect(problemsOf({ ...SAFE, STRIPE_WEBHOOK_SECRET: undefined })[0]).toMatch(
      /^STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: /,
    );
    // the local carrier only when chosen; the webhook only with its secret
    expect(problemsOf({ ...SAFE, FULFILMENT: 'simulated', FULFILMENT_WEBHOOK_SECRET: undefined })).toEqual([]);
    expect(problemsOf({ ...SAFE, FULFILMENT_WEBHOOK_SECRET: '' })).toEqual([
      'FULFILMENT=webhook needs FULFILMENT_WEBHOOK_SECRET: the warehouse signs its events with it.',
    ]);
    expect(problemsOf({ ...SAFE, FULFILMENT: undefined })[0]).toMatch(/^FULFILMENT must be set: /);
    expect(loadConfig({ FULFILMENT: 'carrier-pigeon' }).invalid).toEqual([
      'FULFILMENT is neither simulated nor webhook: carrier-pigeon',
    ]);
    // the test suites' cheap password hashes never in production
    expect(problemsOf({ ...SAFE, PASSWORD_HASH_COST: 'test' })).toEqual([
      'PASSWORD_HASH_COST=test is for the test suites: unset it (passwords need the standard cost).',
    ]);
    expect(problemsOf({ ...SAFE, PASSWORD_HASH_COST: 'standard' })).toEqual([]);
    expect(loadConfig({ PASSWORD_HASH_COST: 'none' }).invalid).toEqual([
      'PASSWORD_HASH_COST is neither standard nor test: none',
    ]);
    // bytes, not characters: 16 two-byte characters are 32 bytes
    expect(authSecretTooShort('é'.repeat(16))).toBe(false);
    expect(authSecretTooShort('é'.repeat(15))).toBe(true);
  });
});

describe('demo accounts', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await openTestApi();
  });
  afterAll(() => t.close());

  it('the seeded development database holds them; demoAccountsIn finds each', async () => {
    const found = (await demoAccountsIn(t.db)).map((e) => e.toLowerCase()).sort();
    expect(found).toEqual(DEMO_ACCOUNTS.map((a) => a.email.toLowerCase()).sort());
  });
});

/** Runs the api's entry point with `env`; resolves with its exit code and output once it exits or listens. */
function runApi(env: Record<string, string>): Promise<{ code: number | null; output: string; url: string | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', PGLITE_DIR: 'memory://', API_PORT: '0', LOG_LEVEL: 'info', ...env },
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /api listening on (http:\/\/[^\s"]+)/.exec(output)?.[1];
      if (url) resolve({ code: null, output, url: url.replace(/\/$/, '') });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, output, url: null }));
    after.push(() => child.kill('SIGKILL'));
  });
}
const after: (() => unknown)[] = [];
afterAll(async () => {
  for (const f of after) await f();
});

describe('the api in production', () => {
  it('refuses to start without a strong AUTH_SECRET, payments and mail, saying what to set', async () => {
    const r = await runApi({ NODE_ENV: 'production', AUTH_SECRET: 'short' });
    expect(r.code).toBe(1);
    expect(r.output).toContain('refusing to start in production');
    expect(r.output).toContain('AUTH_SECRET must be a random secret of at least 32 bytes');
    expect(r.output).toContain('set PAYMENTS=off');
    expect(r.output).toContain('SMTP_URL must be set');
    expect(r.output).toContain('FULFILMENT must be set: webhook for orders moved by the warehouse');
  }, 60_000);

  it('a Stripe secret key set alone: the same plain list of reasons, no stack trace', async () => {
    const r = await runApi({
      NODE_ENV: 'production',
      ...SAFE,
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
    });
    expect(r.code).toBe(1);
    expect(r.output.trim()).toBe(
      'api: refusing to start in production:\n- STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY and ' +
        'STRIPE_WEBHOOK_SECRET: card payments need all three (the browser uses the publishable key, webhooks are ' +
        'verified with the secret).',
    );
  }, 60_000);

  it('a database holding demo accounts: the same plain list, not a log record or a stack trace', async () => {
    const target = inject('testDb');
    const dir = mkdtempSync(join(tmpdir(), 'tote-demo-db-'));
    after.push(() => rmSync(dir, { recursive: true, force: true }));
    let dbEnv: Record<string, string>;
    if (target.kind === 'pglite') {
      // The run's seeded database (demo accounts included), on disk where the entry point opens it.
      await (await openPglite(dir, new Blob([readFileSync(target.file)]))).close();
      dbEnv = { PGLITE_DIR: dir };
    } else {
      const copy = await copyTestDatabase();
      after.push(copy.drop);
      dbEnv = { DATABASE_URL: copy.url };
    }
    const r = await runApi({ NODE_ENV: 'production', ...SAFE, ...dbEnv, LOG_LEVEL: 'warn' });
    expect(r.code, r.output).toBe(1);
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    expect(r.output).toContain('api: refusing to start in production:\n- The database holds demo accounts (');
    for (const email of emails) expect(r.output).toContain(email);
    expect(r.output).toContain('whose password is published: delete them before running it in production.');
    expect(r.output).not.toMatch(/"level"|\n\s+at |Error:/);
  }, 120_000);

  it('with safe settings starts on an empty database: no demo data, no demo accounts (SEED_DEMO unset)', async () => {
    const r = await runApi({ NODE_ENV: 'production', ...SAFE, STRIPE_SECRET_KEY: '', PAYMENTS: 'off' });
    expect(r.url, r.output).not.toBeNull();
    const list = (await (await fetch(`${r.url}/v1/basic/productList?pageSize=1`)).json()) as {
      data: { total: number };
    };
    expect(list.data.total).toBe(0);
    // The development read of client headers is not there.
    expect((await fetch(`${r.url}/v1/dev/request-headers?device_id=d-1`)).status).toBe(404);
    const login = (await (
      await fetch(`${r.url}/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS[0]!.email, password: 'tote-demo-1' }),
      })
    ).json()) as { code: number };
    expect(login.code).not.toBe(0);
  }, 120_000);
});
