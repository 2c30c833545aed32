import { describe, expect, it } from 'vitest';
import { formatCount } from './counts.ts';

describe('formatCount', () => {
  it("writes a whole number as toLocaleString('en-US') does", () => {
    for (const n of [0, 7, -7, 999, 1000, -1000, 12_345, 999_999, 1_000_000, -1_234_567, 2 ** 40])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
});
