/** A benchmark's goals: which figures missed them, in one line. */

export interface Goal {
  /** What is measured, as printed: 'p99 TTFB (cached)'. */
  what: string;
  value: number;
  limit: number;
  /** 'max': the value may be at most the limit; 'min': at least. */
  kind: 'max' | 'min';
  format: (n: number) => string;
}

export const missed = (goal: Goal): boolean =>
  Number.isNaN(goal.value) || (goal.kind === 'max' ? goal.value > goal.limit : goal.value < goal.limit);

/**
 * Whether every goal was met, and the line that says so: "Verdict: PASS (…)" or
 * "Verdict: MISS n of m (…): what value (> limit); …".
 */
export function verdict(goals: Goal[], summary: string): { pass: boolean; line: string } {
  const misses = goals.filter(missed);
  if (!misses.length) return { pass: true, line: `Verdict: PASS (${summary})` };
  const miss = (g: Goal) => `${g.what} ${g.format(g.value)} (${g.kind === 'max' ? '>' : '<'} ${g.format(g.limit)})`;
  return {
    pass: false,
    line: `Verdict: MISS ${misses.length} of ${goals.length} (${summary}): ${misses.map(miss).join('; ')}`,
  };
}
