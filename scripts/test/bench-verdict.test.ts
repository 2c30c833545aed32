import { describe, expect, it } from 'vitest';
import { verdict, type Goal } from '../bench/verdict.ts';

const ms = (n: number) => `${n} ms`;
const goal = (what: string, value: number, kind: Goal['kind'] = 'max'): Goal => ({
  what,
  value,
  limit: 50,
  kind,
  format: ms,
});

describe('verdict', () => {
  it('passes when every figure is within its limit, the limit itself included', () => {
    expect(verdict([goal('p99', 50), goal('score', 50, 'min')], 'goals')).toEqual({
      pass: true,
      line: 'Verdict: PASS (goals)',
    });
  });

  it('names each miss with its figure and the limit it crossed', () => {
    const { pass, line } = verdict([goal('p99', 51), goal('p50', 10), goal('score', 49, 'min')], 'goals');
    expect(pass).toBe(false);
    expect(line).toBe('Verdict: MISS 2 of 3 (goals): p99 51 ms (> 50 ms); score 49 ms (< 50 ms)');
  });

  it('counts a figure that could not be measured as a miss', () => {
    expect(verdict([goal('LCP', NaN)], 'goals').pass).toBe(false);
  });
});
