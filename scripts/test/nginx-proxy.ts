/**
 * The real nginx in front of the multi-instance test's servers, with deploy/nginx.conf as its configuration:
 * only what names the machine changes — the listen ports, the upstreams' server lines (local ports instead of
 * the compose services), and where nginx keeps its pid, logs and temporary files. An access log records which
 * instance answered each request ($upstream_addr), for the tests to read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/ports.ts';

const DEPLOY_CONF = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

export interface ProxyPorts {
  /** The shop's public address (deploy/nginx.conf: listen 8080), in front of the gateways. */
  shop: number;
  /** The apis' private address (listen 8081), the gateways' UPSTREAM_URL. */
  api: number;
}

/** deploy/nginx.conf with each upstream's server lines naming `servers[upstream]`'s ports instead. */
export function localConfig(conf: string, ports: ProxyPorts, servers: Record<string, number[]>, dir: string): string {
  let out = conf
    .replace(/^(\s*)listen 8080;/m, `$1listen 127.0.0.1:${ports.shop};`)
    .replace(/^(\s*)listen 8081;/m, `$1listen 127.0.0.1:${ports.api};`);
  for (const [upstream, local] of Object.entries(servers)) {
    const block = new RegExp(`(upstream ${upstream} \\{\\n)((?:\\s*server [^\\n]*\\n)+)`);
    const match = block.exec(out);
    if (!match) throw new Error(`deploy/nginx.conf has no upstream ${upstream} with server lines`);
    const [first = ''] = match[2]!.split('\n');
    const lines = local.map((port) => `${first.replace(/server \S+/, `server 127.0.0.1:${port}`)}\n`).join('');
    out = out.replace(block, `$1${lines}`);
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind};\n`)
    .join('');
  return `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n${out.replace(
    /^http \{\n/m,
    `http {\n  log_format upstreams '$request_method $uri $status $upstream_addr';\n` +
      `  access_log ${dir}/access.log upstreams;\n${temp}`,
  )}`;
}

export class NginxProxy {
  private constructor(
    readonly ports: ProxyPorts,
    private readonly dir: string,
    private readonly child: ChildProcess,
  ) {}

  /** Starts nginx on two free ports in front of the gateways' and the apis' ports; resolves once it listens. */
  static async start(servers: { gateways: number[]; apis: number[] }): Promise<NginxProxy> {
    const ports = { shop: await freePort(), api: await freePort() };
    const dir = await mkdtemp(path.join(tmpdir(), 'tote-nginx-'));
    await chmod(dir, 0o755); // nginx's workers drop root's rights
    const conf = path.join(dir, 'nginx.conf');
    await writeFile(conf, localConfig(await readFile(DEPLOY_CONF, 'utf8'), ports, servers, dir));
    const child = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const proxy = new NginxProxy(ports, dir, child);
    const deadline = Date.now() + 10_000;
    while (!(await fetch(`http://127.0.0.1:${ports.shop}/healthz`).catch(() => null))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        await proxy.stop();
        throw new Error(
          `nginx did not start: ${output.join('')}${await readFile(`${dir}/error.log`, 'utf8').catch(() => '')}`,
        );
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return proxy;
  }

  url(which: keyof ProxyPorts): string {
    return `http://127.0.0.1:${this.ports[which]}`;
  }

  /** The access log so far: one { method, uri, status, upstreams } per request, upstreams as nginx tried them. */
  async requests(): Promise<{ method: string; uri: string; status: number; upstreams: string[] }[]> {
    const log = await readFile(path.join(this.dir, 'access.log'), 'utf8').catch(() => '');
    return log
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [method = '', uri = '', status = '', ...rest] = line.split(' ');
        return { method, uri, status: Number(status), upstreams: rest.join(' ').split(/,\s*|\s+:\s+/) };
      });
  }

  /** Graceful stop (SIGQUIT: nginx finishes its requests), then its files are removed. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = once(this.child, 'exit');
      this.child.kill('SIGQUIT');
      const force = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    }
    await rm(this.dir, { recursive: true, force: true });
  }
}
