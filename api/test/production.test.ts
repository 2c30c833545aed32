/** Production refuses unsafe settings (api/src/production.ts) and seeds no demo accounts. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_SECRET_MIN_BYTES, authSecretTooShort } from '../src/auth/tokens.js';
import { demoAccountsIn, productionProblems } from '../src/production.js';
import { DEMO_ACCOUNTS } from '../src/seed/accounts.js';
import { openTestApi, type TestApi } from './db.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SAFE = {
  AUTH_SECRET: 'x'.repeat(AUTH_SECRET_MIN_BYTES),
  STRIPE_SECRET_KEY: 'sk_test_x',
  SMTP_URL: 'smtp://127.0.0.1:9',
};

describe('productionProblems', () => {
  it('accepts safe settings, or PAYMENTS=off instead of Stripe keys', () => {
    expect(productionProblems(SAFE)).toEqual([]);
    expect(productionProblems({ ...SAFE, STRIPE_SECRET_KEY: undefined, PAYMENTS: 'off' })).toEqual([]);
  });

  it('names each missing or weak setting', () => {
    expect(productionProblems({})).toEqual([
      'AUTH_SECRET must be a random secret of at least 32 bytes (for example the output of `openssl rand -base64 48`).',
      'Card payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET; ' +
        'set PAYMENTS=off for a shop that takes no payments.',
      'SMTP_URL must be set: sign-up and log-in codes and receipts are e-mails.',
    ]);
    expect(productionProblems({ ...SAFE, AUTH_SECRET: 'x'.repeat(31) })).toHaveLength(1);
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
const after: (() => void)[] = [];
afterAll(() => after.forEach((f) => f()));

describe('the api in production', () => {
  it('refuses to start without a strong AUTH_SECRET, payments and mail, saying what to set', async () => {
    const r = await runApi({ NODE_ENV: 'production', AUTH_SECRET: 'short' });
    expect(r.code).toBe(1);
    expect(r.output).toContain('refusing to start in production');
    expect(r.output).toContain('AUTH_SECRET must be a random secret of at least 32 bytes');
    expect(r.output).toContain('set PAYMENTS=off');
    expect(r.output).toContain('SMTP_URL must be set');
  }, 60_000);

  it('with safe settings starts on an empty database: no demo data, no demo accounts (SEED_DEMO unset)', async () => {
    const r = await runApi({ NODE_ENV: 'production', ...SAFE, STRIPE_SECRET_KEY: '', PAYMENTS: 'off' });
    expect(r.url, r.output).not.toBeNull();
    const list = (await (await fetch(`${r.url}/v1/basic/productList?pageSize=1`)).json()) as {
      data: { total: number };
    };
    expect(list.data.total).toBe(0);
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
