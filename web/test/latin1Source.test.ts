import { describe, expect, it } from 'vitest';
import { latin1Source } from '../build/latin1Source.ts';

type Hook = (this: unknown, ...args: unknown[]) => void;

/** The chunk's code after the plugin ran over its bundle. */
function written(code: string): string {
  const bundle = { 'server.js': { type: 'chunk', code }, 'a.css': { type: 'asset', source: 'a — b' } };
  (latin1Source().generateBundle as Hook).call({}, {}, bundle);
  expect(bundle['a.css'].source).toBe('a — b');
  return bundle['server.js'].code;
}

describe("the server entry's chunks are Latin-1 (web/build/latin1Source.ts)", () => {
  it('escapes every character past Latin-1, and leaves Latin-1 alone', () => {
    expect(written('// A–Z\nconst s = "Café’s 👋";')).toBe('// A\\u2013Z\nconst s = "Café\\u2019s \\ud83d\\udc4b";');
  });

  it('keeps what the code means', () => {
    const run = (code: string): unknown => new Function(written(code))();
    expect(run('const n = 3; return `Brands A–Z ${n}… 💿`;')).toBe('Brands A–Z 3… 💿');
    expect(run("return /^[\\p{L} .'’-]*$/u.test('Saint’Ann') && /^[\\’]$/.test('’');")).toBe(true);
    expect(run("return /^[💿]$/u.test('💿');")).toBe(true);
  });
});
