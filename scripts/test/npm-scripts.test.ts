import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './layering.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };

describe('npm scripts', () => {
  it('every root script that npm start and npm test run exists (a fresh clone builds the web app with them)', () => {
    const scripts = new Set(Object.keys(manifest('.').scripts ?? {}));
    // A script of a workspace (`-w`) is that package's own; the rest are the root's.
    const rootOnly = (matches: IterableIterator<RegExpMatchArray>) =>
      [...matches].filter((m) => !m[2]).map((m) => m[1]!);
    const called = [
      ...sourceFiles(path.join(root, 'scripts', 'src')).flatMap((file) =>
        rootOnly(readFileSync(file, 'utf8').matchAll(/\['run', '([\w:-]+)'(, '-w')?/g)),
      ),
      ...rootOnly(readFileSync(path.join(root, 'scripts', 'test.sh'), 'utf8').matchAll(/npm run ([\w:-]+)( -w)?/g)),
    ];
    expect(called.length).toBeGreaterThan(0);
    expect(called.filter((name) => !scripts.has(name))).toEqual([]);
  });
});
