/** When `npm start` builds the web app again: a newer source, not what a compiler keeps for itself. */
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newestMtime } from '../src/web-build.ts';

let folder = '';
afterEach(() => rm(folder, { recursive: true, force: true }));

async function fileAt(file: string, seconds: number): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, '');
  await utimes(file, seconds, seconds);
}

describe('the newest source', () => {
  it("is the newest file's time, not tsc's incremental state (schema/.tsbuild) nor node_modules", async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tote-web-build-'));
    await fileAt(path.join(folder, 'catalog.graphql'), 1_000);
    await fileAt(path.join(folder, 'deep', 'app.graphql'), 2_000);
    await fileAt(path.join(folder, '.tsbuild', 'tsconfig.tsbuildinfo'), 9_000);
    await fileAt(path.join(folder, 'node_modules', 'x', 'index.js'), 9_000);
    for (const dir of ['deep', '.tsbuild', 'node_modules/x', 'node_modules', '.']) {
      await utimes(path.join(folder, dir), 500, 500);
    }
    expect(await newestMtime(folder)).toBe(2_000_000);
  });
});
