/**
 * Keeps the shop's processes running: a process that dies while the shop is not stopping is started
 * again at once, and after a pause if it dies again soon (250 ms, doubling up to 5 s while it keeps dying
 * within 30 s of starting), so the shop recovers by itself. The gateway stays up while the api is away (its
 * /readyz says 503 and its GraphQL answers "Network Error"). stop() sends SIGTERM to the processes in the
 * reverse of their start order, each once the later ones have exited: the gateway drains its in-flight
 * requests while the api still answers them, then the api drains its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ProcessSpec {
  name: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface SupervisorOptions {
  /** The pause before the second restart of a process that keeps dying (the first is at once); doubles after. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A process up this long counts as healthy: its next restart is at once again. */
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
  /** The pause before its next restart: 0 first, then restartDelayMs doubling. */
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
    const p: Supervised = { spec, child: this.#spawn(spec), startedAt: Date.now(), delay: 0, timer: null };
    this.#procs.set(spec.name, p);
    this.#watch(p);
  }

  /** The process id of a running process (for tests and logs). */
  pid(name: string): number | undefined {
    const child = this.#procs.get(name)?.child;
    return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
  }

  /** Stops every process, last started first; one that has not exited within timeoutMs is killed. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.#stopping = true;
    const deadline = Date.now() + timeoutMs;
    for (const p of [...this.#procs.values()].reverse()) {
      if (p.timer) clearTimeout(p.timer);
      await this.#terminate(p.child, deadline);
    }
  }

  async #terminate(child: ChildProcess, deadline: number): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((r) => (timer = setTimeout(r, Math.max(0, deadline - Date.now()))));
    await Promise.race([exited, late]);
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
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
      if (Date.now() - p.startedAt >= this.#healthy) p.delay = 0;
      this.#log(`${p.spec.name} exited (${signal ?? code}); starting it again in ${p.delay} ms`);
      p.timer = setTimeout(() => {
        p.timer = null;
        if (this.#stopping) return;
        p.child = this.#spawn(p.spec);
        p.startedAt = Date.now();
        this.#watch(p);
      }, p.delay);
      p.delay = p.delay ? Math.min(p.delay * 2, this.#max) : this.#first;
    });
  }
}
