/**
 * Input validation at the edge: every /v1 route's parameters are bounded — strings have a maximum
 * length, lists a maximum size, numbers a range — so that no request can make the api hash, search
 * or store an unbounded value. The rules are the contract's (contract/src/params.ts, validation.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Messages, PASSWORD_MAX } from '@tote/contract/validation';
import { checkedBy, ignored } from '@tote/contract/params';
import { v1Path } from '@tote/contract/v1/endpoint';
import { V1_ENTRIES } from '@tote/contract/v1/index';
import { call, RELAXED_LIMITS, signUp } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { unboundedInputs } from './param-bounds.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
}, 120_000);
afterAll(() => t.close());

describe('the bounds check itself', () => {
  it('finds unbounded strings, lists, numbers and unknowns at any depth', () => {
    const schema = z.object({
      a: z.string(),
      b: z.array(z.string().max(5)),
      c: z.object({ d: z.number().int().min(1) }),
      e: z.preprocess((v) => v, z.string()).optional(),
      f: z.unknown(),
      g: checkedBy(z.string()),
    });
    expect(unboundedInputs(schema)).toEqual([
      'parameters.a: string without a maximum length',
      'parameters.b: list without a maximum size',
      'parameters.c.d: number without a range',
      'parameters.e: string without a maximum length',
      'parameters.f: unknown (unbounded)',
      'parameters.g: string without a maximum length',
    ]);
  });

  it('accepts bounded ones, checked-by rules that are bounded and ignored values', () => {
    const schema = z.object({
      a: z
        .string()
        .max(3)
        .transform((s) => s.length),
      b: z.array(z.number().min(0).max(9)).max(2),
      c: checkedBy(z.string().max(9)),
      d: ignored(),
      e: z.enum(['x', 'y']),
    });
    expect(unboundedInputs(schema)).toEqual([]);
  });
});

describe('every /v1 route', () => {
  it('bounds every parameter it accepts', () => {
    // The route table's schemas are the ones the api validates with (route-table.test.ts checks that).
    const routes = V1_ENTRIES.map(({ entry }) => [v1Path(entry), entry.params] as const);
    expect(routes.length).toBeGreaterThan(150);
    const unbounded = routes.flatMap(([path, schema]) => unboundedInputs(schema).map((u) => `${path} ${u}`));
    expect(unbounded).toEqual([]);
  });
});

describe('over-long values get the form message once, not a technical one', () => {
  it('a login password longer than any password can be', async () => {
    const res = await call(t.app, '/v1/user/login', { email: 'x@example.com', password: 'p'.repeat(PASSWORD_MAX + 1) });
    expect(res.body).toMatchObject({ code: 40001, message: { content: Messages.passwordTooLong } });
  });

  it('a verification code of 100,000 digits', async () => {
    const res = await call(t.app, '/v1/email/validate-code', {
      email: 'x@example.com',
      purpose: 'signup',
      code: '1'.repeat(100_000),
    });
    expect(res.body).toMatchObject({ code: 40001, message: { content: Messages.codeInvalid } });
  });

  it('a mobile number of 10,000 digits', async () => {
    const { token } = await signUp(t.app);
    const res = await call(t.app, '/v1/mobile/sendVerifyCode', { mobile: '5'.repeat(10_000) }, token);
    expect(res.body).toMatchObject({ code: 40001, message: { content: Messages.mobileInvalid } });
  });
});
