import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Supervisor } from '../src/supervisor.ts';

const LONG_RUNNING = [
  '-e',
  "process.on('SIGTERM', () => setTimeout(() => process.exit(0), 200)); setInterval(() => {}, 1000);",
];
const DIES = ['-e', 'process.exit(3)'];

async function until<T>(probe: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const spec = (name: string, args: string[]) => ({ name, args, cwd: process.cwd(), env: process.env });

describe('Supervisor', () => {
  it('starts a process that dies again at once, once restarts are enabled', async () => {
    const lines: string[] = [];
    const s = new Supervisor({ restartDelayMs: 50, log: (l) => lines.push(l) });
    try {
      s.start(spec('api', LONG_RUNNING));
      s.enableRestarts();
      const first = await until(() => s.pid('api'));
      process.kill(first, 'SIGKILL');
      const second = await until(() => {
        const pid = s.pid('api');
        return pid !== undefined && pid !== first ? pid : undefined;
      });
      expect(second).not.toBe(first);
      expect(lines.join('\n')).toMatch(/api exited \(SIGKILL\); starting it again in 0 ms/);
    } finally {
      await s.stop();
    }
  });

  it('backs off while a process keeps dying: at once, then 50, 100, 200 ms …', async () => {
    const lines: string[] = [];
    const s = new Supervisor({ restartDelayMs: 50, maxRestartDelayMs: 200, log: (l) => lines.push(l) });
    try {
      s.start(spec('api', DIES));
      s.enableRestarts();
      await until(() => (lines.length >= 5 ? true : undefined));
      expect(lines.slice(0, 5).map((l) => /in (\d+) ms/.exec(l)?.[1])).toEqual(['0', '50', '100', '200', '200']);
    } finally {
      await s.stop();
    }
  });

  it('a process that dies while the shop starts is reported, not restarted', async () => {
    const failures: [string, number][] = [];
    const s = new Supervisor({ restartDelayMs: 10, log: () => {}, onStartupFailure: (n, c) => failures.push([n, c]) });
    try {
      s.start(spec('api', DIES));
      await until(() => (failures.length ? true : undefined));
      await new Promise((r) => setTimeout(r, 100));
      expect(failures).toEqual([['api', 3]]);
      expect(s.pid('api')).toBeUndefined();
    } finally {
      await s.stop();
    }
  });

  it('stop() lets each process finish on SIGTERM and restarts nothing', async () => {
    const s = new Supervisor({ restartDelayMs: 10, log: () => {} });
    s.start(spec('api', LONG_RUNNING));
    s.start(spec('gateway', LONG_RUNNING));
    s.enableRestarts();
    const pids = [await until(() => s.pid('api')), await until(() => s.pid('gateway'))];
    await s.stop();
    await new Promise((r) => setTimeout(r, 100));
    expect(s.pid('api')).toBeUndefined();
    expect(s.pid('gateway')).toBeUndefined();
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });

  it('stop() stops the gateway first and the api once the gateway has exited', async () => {
    const journal = path.join(mkdtempSync(path.join(tmpdir(), 'supervisor-')), 'journal');
    // Each writes "<name> up" once it listens for SIGTERM, "<name> term" on it and "<name> exit" 200 ms later.
    const logged = (name: string) => [
      '-e',
      `const fs = require('node:fs'); const j = ${JSON.stringify(journal)};
       process.on('SIGTERM', () => { fs.appendFileSync(j, '${name} term\\n');
         setTimeout(() => { fs.appendFileSync(j, '${name} exit\\n'); process.exit(0); }, 200); });
       fs.appendFileSync(j, '${name} up\\n'); setInterval(() => {}, 1000);`,
    ];
    const s = new Supervisor({ log: () => {} });
    s.start(spec('api', logged('api')));
    s.start(spec('gateway', logged('gateway')));
    const lines = () => (existsSync(journal) ? readFileSync(journal, 'utf8').trim().split('\n') : []);
    await until(() => (lines().length === 2 ? true : undefined));
    await s.stop();
    expect(lines().slice(2)).toEqual(['gateway term', 'gateway exit', 'api term', 'api exit']);
  });
});
