/**
 * Two api and two gateway processes from the real entry points (api/src/main.ts, gateway/src/main.ts) on
 * one database and one Redis, for multi-instance.multi.ts: random ports, each gateway in front of its own
 * api, output kept for the failure message, every process stopped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/ports.ts';
import { waitForHttp } from '../src/wait.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Proc {
  name: string;
  child: ChildProcess;
  output: string[];
}

export interface Instance {
  api: string;
  gateway: string;
}

export class Instances {
  readonly #procs: Proc[] = [];

  #start(name: string, entry: string, env: Record<string, string>): Proc {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc = { name, child, output: [] as string[] };
    const keep = (chunk: Buffer): void => void proc.output.push(chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.#procs.push(proc);
    return proc;
  }

  /** Starts an api and a gateway in front of it; resolves once the gateway answers /readyz. */
  async start(name: string, env: Record<string, string>): Promise<Instance> {
    const [apiPort, gatewayPort] = [await freePort(), await freePort()];
    const api = `http://127.0.0.1:${apiPort}`;
    this.#start(`api ${name}`, 'api/src/main.ts', { ...env, API_PORT: String(apiPort), API_HOST: '127.0.0.1' });
    // A fresh database is migrated and seeded by the first api: allow for that on a loaded machine.
    await waitForHttp(`${api}/v1/app/dynamic`, { timeoutMs: 120_000, what: `api ${name}` });
    const gateway = `http://127.0.0.1:${gatewayPort}`;
    this.#start(`gateway ${name}`, 'gateway/src/main.ts', { PORT: String(gatewayPort), UPSTREAM_URL: api });
    await waitForHttp(`${gateway}/readyz`, { timeoutMs: 60_000, what: `gateway ${name}` });
    return { api, gateway };
  }

  /** What the processes printed (for a failure's message). */
  output(): string {
    return this.#procs.map((p) => `--- ${p.name} ---\n${p.output.join('')}`).join('\n');
  }

  /** SIGTERM to each process still running, SIGKILL to any still there after 10 s. */
  async stop(): Promise<void> {
    await Promise.all(
      this.#procs.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(force);
      }),
    );
  }
}
