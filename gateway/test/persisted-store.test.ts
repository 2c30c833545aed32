/** The persisted operations' file: production reads it once, development again whenever it changes. */
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { persistedStore } from '../src/persisted.js';

function file(ops: Record<string, string>, at: number): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tote-persisted-')), 'persisted-queries.json');
  rewrite(path, ops, at);
  return path;
}
function rewrite(path: string, ops: Record<string, string>, at: number): void {
  writeFileSync(path, JSON.stringify(ops));
  utimesSync(path, at, at); // a new mtime, whatever the file system's resolution
}

const A = { a: 'query A { appSettings { toteUpperLimit } }' };
const B = { b: 'query B { appSettings { toteUpperLimit } }' };

describe('persistedStore', () => {
  it('in development reads the file again when relay-compiler rewrites it', () => {
    const path = file(A, 1_000);
    const store = persistedStore(path);
    expect(store()).toEqual(A);
    rewrite(path, B, 2_000);
    expect(store()).toEqual(B);
  });

  it('in production reads it once: the file is part of the build', () => {
    const path = file(A, 1_000);
    const store = persistedStore(path, { production: true });
    expect(store()).toEqual(A);
    rewrite(path, B, 2_000);
    expect(store()).toEqual(A);
    expect(persistedStore(path, { production: true, watch: true })()).toEqual(B);
  });
});
