/**
 * The security headers on every answer of the api (src/platform/http/security-headers.ts): JSON, errors, images and the
 * router's own refusals get the strictest policy; the api's pages keep their own, which nothing may frame either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from './db.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ production: false });
});
afterAll(() => t.close());

const STRICT = "default-src 'none'; frame-ancestors 'none'";

async function headersOf(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers };
}

function expectBaseline(headers: Record<string, unknown>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  it('a JSON answer, an unknown path and an image: the strict policy', async () => {
    const answers = [
      ['/v1/app/dynamic', 200],
      ['/v1/no/such/endpoint', 404],
      ['/images/products/dresses/aa3355-1.svg', 200],
    ] as const;
    for (const [url, expected] of answers) {
      const { status, headers } = await headersOf(url);
      expect(status, url).toBe(expected);
      expectBaseline(headers);
      expect(headers['content-security-policy'], url).toBe(STRICT);
    }
  });

  it('a path the router refuses before any hook (not UTF-8): the same headers', async () => {
    const { status, headers } = await headersOf('/payment-emulator/3ds/%ED%A0%80');
    expect(status).toBe(400);
    expectBaseline(headers);
    expect(headers['content-security-policy']).toBe(STRICT);
  });

  it("the payment emulator's page: its own policy (styles, a form to itself), framed by nobody", async () => {
    const { status, headers } = await headersOf('/payment-emulator/3ds/pi_unknown?client_secret=x');
    expect(status).toBe(404);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expectBaseline(headers);
    expect(headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
  });

  it('HSTS only when the request came over https (through a trusted proxy)', async () => {
    expect((await headersOf('/v1/app/dynamic')).headers['strict-transport-security']).toBeUndefined();
    const https = await headersOf('/v1/app/dynamic', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
