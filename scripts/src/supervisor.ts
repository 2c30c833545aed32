/**
 * Keeps the shop's processes running: a process that dies while the shop is not stopping is started
 * again after a short pause (250 ms, doubling up to 5 s while it keeps dying within 30 s of starting),
 * so the shop recovers by itself. The gateway stays up while the api is away (its /readyz says 503 and
 * its GraphQL answers "Network Error"). stop() sends SIGTERM to every process and waits for them to drain.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ProcessSpec {
  name: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface SupervisorOptions {
  /** First pause before a restart (ms). */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A process up this long counts as healthy: its next restart pauses restartDelayMs again. */
  healthyAfterMs?: number;
  log?: (line: string) => void;
  /**
   * A process that dies before restarts are enabled (enableRestarts()) is not started again: the shop
   * never came up (a bad setting, a port in use), and this is called with its name and exit code.
   */
  onStartupFailure?: (name: string, code: number) => void;
}

interface Supervised {
  spec: ProcessSpec;
  child: ChildProcess;
  startedAt: number;
  delay: number;
  timer: NodeJS.Timeout | null;
}

export class Supervisor {
  readonly #procs = new Map<string, Supervised>();
  #stopping = false;
  #restarting = false;
  readonly #first: number;
  readonly #max: number;
  readonly #healthy: number;
  readonly #log: (line: string) => void;
  readonly #onStartupFailure: (name: string, code: number) => void;

  constructor(opts: SupervisorOptions = {}) {
    this.#first = opts.restartDelayMs ?? 250;
    this.#max = opts.maxRestartDelayMs ?? 5000;
    this.#healthy = opts.healthyAfterMs ?? 30_000;
    this.#log = opts.log ?? ((line) => console.error(line));
    this.#onStartupFailure = opts.onStartupFailure ?? (() => {});
  }

  /** From now on a process that dies is started again (call it once the shop is up). */
  enableRestarts(): void {
    this.#restarting = true;
  }

  start(spec: ProcessSpec): void {
    const p: Supervised = { spec, child: this.#spawn(spec), startedAt: Date.now(), delay: this.#first, timer: null };
    this.#procs.set(spec.name, p);
    this.#watch(p);
  }

  /** The process id of a running process (for tests and logs). */
  pid(name: string): number | undefined {
    const child = this.#procs.get(name)?.child;
    return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    this.#stopping = true;
    const exits: Promise<unknown>[] = [];
    for (const p of this.#procs.values()) {
      if (p.timer) clearTimeout(p.timer);
      if (p.child.exitCode !== null || p.child.signalCode !== null) continue;
      exits.push(new Promise((r) => p.child.once('exit', r)));
      p.child.kill('SIGTERM');
    }
    const deadline = new Promise((r) => setTimeout(r, timeoutMs).unref());
    await Promise.race([Promise.all(exits), deadline]);
    for (const p of this.#procs.values())
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  }

  #spawn(spec: ProcessSpec): ChildProcess {
    return spawn(process.execPath, spec.args, { cwd: spec.cwd, env: spec.env, stdio: 'inherit' });
  }

  #watch(p: Supervised): void {
    p.child.once('exit', (code, signal) => {
      if (this.#stopping) return;
      if (!this.#restarting) {
        this.#log(`${p.spec.name} exited (${signal ?? code}) while starting`);
        this.#onStartupFailure(p.spec.name, code || 1);
        return;
      }
      if (Date.now() - p.startedAt >= this.#healthy) p.delay = this.#first;
      this.#log(`${p.spec.name} exited (${signal ?? code}); starting it again in ${p.delay} ms`);
      p.timer = setTimeout(() => {
        p.timer = null;
        if (this.#stopping) return;
        p.child = this.#spawn(p.spec);
        p.startedAt = Date.now();
        this.#watch(p);
      }, p.delay);
      p.delay = Math.min(p.delay * 2, this.#max);
    });
  }
}
