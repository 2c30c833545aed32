/** Builds the web app (every generator, then Vite) when a source is newer than the last build. */
import { spawnSync } from 'node:child_process';
import { stat, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'schema'];
// The server entry is built last (web's build script): it marks a whole build.
const builtMarker = 'web/dist-server/server.js';

export async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target)) {
    // Dependencies, and what a compiler writes for itself (schema/.tsbuild: tsc's incremental state).
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  }
  return newest;
}

export async function needsWebBuild(): Promise<boolean> {
  const built = await stat(path.join(repoRoot, builtMarker)).catch(() => null);
  if (!built) return true;
  for (const source of sources) {
    if ((await newestMtime(path.join(repoRoot, source))) > built.mtimeMs) return true;
  }
  return false;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

export async function buildWeb(): Promise<void> {
  console.log('Building the web app…');
  run('npm', ['run', 'generate']);
  run('npm', ['run', 'build', '-w', '@tote/web']);
}
