/**
 * The servers of multi-instance.multi.ts, each started as production starts it (`npm run start:prod`: the
 * compiled output, one server per process) on a port chosen beforehand, so that nginx can name it: output kept
 * for a failure's message, a server signalled or started again by name, every process stopped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from '../src/wait.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_PROD = path.join(ROOT, 'scripts/src/start-prod.mjs');

export interface ServerSpec {
  name: string;
  role: 'api' | 'gateway';
  port: number;
  env: Record<string, string>;
}

interface Proc {
  spec: ServerSpec;
  child: ChildProcess;
  output: string[];
}

const READY_PATH = { api: '/v1/app/dynamic', gateway: '/readyz' };
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export class Servers {
  readonly #procs = new Map<string, Proc>();
  readonly #exited: Proc[] = [];

  /** Starts the server; resolves with its URL once it is ready (the api answers, the gateway's /readyz). */
  async start(spec: ServerSpec): Promise<string> {
    const portVar = spec.role === 'api' ? 'API_PORT' : 'PORT';
    const env = { ...process.env, ...spec.env, [portVar]: String(spec.port), API_HOST: '127.0.0.1', HOST: '127.0.0.1' };
    const child = spawn(process.execPath, [START_PROD, spec.role], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc = { spec, child, output: [] as string[] };
    const keep = (chunk: Buffer): void => void proc.output.push(chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const previous = this.#procs.get(spec.name);
    if (previous) this.#exited.push(previous);
    this.#procs.set(spec.name, proc);
    const url = `http://127.0.0.1:${spec.port}`;
    // A fresh database is migrated and seeded by the first api: allow for that on a loaded machine.
    await waitForHttp(`${url}${READY_PATH[spec.role]}`, { timeoutMs: 120_000, what: spec.name });
    return url;
  }

  /** Sends `signal` to the server; resolves with its exit code once it has exited. */
  async signal(name: string, signal: NodeJS.Signals): Promise<number | null> {
    const { child } = this.#proc(name);
    if (!running(child)) return child.exitCode;
    const exited = once(child, 'exit');
    child.kill(signal);
    const [code] = (await exited) as [number | null];
    return code;
  }

  /**
   * Kills the server process itself (kill -9: no shutdown, connections cut), not start:prod's process
   * above it, which then exits too.
   */
  async kill(name: string): Promise<void> {
    const { child } = this.#proc(name);
    const children = await readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8');
    const exited = once(child, 'exit');
    for (const pid of children.trim().split(/\s+/)) process.kill(Number(pid), 'SIGKILL');
    await exited;
  }

  /** Starts the server again, on its port, with its settings. */
  restart(name: string): Promise<string> {
    return this.start(this.#proc(name).spec);
  }

  #proc(name: string): Proc {
    const proc = this.#procs.get(name);
    if (!proc) throw new Error(`no server ${name}`);
    return proc;
  }

  /** What the processes printed (for a failure's message). */
  output(): string {
    return [...this.#exited, ...this.#procs.values()]
      .map((p) => `--- ${p.spec.name} ---\n${p.output.join('')}`)
      .join('\n');
  }

  /** SIGTERM to each server still running, SIGKILL to any still there after 10 s. */
  async stop(): Promise<void> {
    await Promise.all(
      [...this.#procs.values()].map(async ({ child }) => {
        if (!running(child)) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(force);
      }),
    );
  }
}
