/** CPU time of a process and of PostgreSQL's processes, in clock ticks of /proc (CLK per second). */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const CLK = Number(execSync('getconf CLK_TCK').toString().trim());
export const ticks = (pid: number): number => {
  const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
  return Number(f[11]) + Number(f[12]);
};
const pgPids = (): number[] => {
  try {
    return execSync('ps -C postgres -o pid=').toString().trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
export const pgTicks = (): Map<number, number> =>
  new Map(
    pgPids().flatMap((p): [number, number][] => {
      try {
        return [[p, ticks(p)]];
      } catch {
        return [];
      }
    }),
  );
export const pgDelta = (a: Map<number, number>, b: Map<number, number>) =>
  [...b].reduce((s, [p, t]) => s + t - (a.get(p) ?? 0), 0);
