import '../zodWithoutEval.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

const original = globalThis.Function;
afterEach(() => {
  globalThis.Function = original;
});

describe('zod without eval', () => {
  it('builds and parses object schemas without compiling code (no `new Function`, which the CSP refuses)', () => {
    let compiled = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args: unknown[]) {
        compiled += 1;
        return Reflect.construct(target, args) as object;
      },
    });
    const schema = z.object({ name: z.string(), sizes: z.array(z.object({ id: z.number() })) });
    for (let i = 0; i < 3; i++) expect(schema.parse({ name: 'Ava', sizes: [{ id: i }] }).sizes[0]!.id).toBe(i);
    expect(compiled).toBe(0);
  });
});
