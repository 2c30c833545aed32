/** latin1-source.ts: the compiled servers' source is Latin-1 (one byte a character in V8's heap), meaning the same. */
import { describe, expect, it } from 'vitest';
import { latin1Source } from '../src/latin1-source.ts';

const NOT_LATIN1 = /[^\0-\xff]/u;
const run = (code: string): unknown => new Function(latin1Source(code))();

describe('latin1Source', () => {
  it('writes every character past Latin-1 as an escape, and leaves Latin-1 alone', () => {
    const out = latin1Source('// a — b\nconst s = "café’s 💿"; /* … */');
    expect(out).not.toMatch(NOT_LATIN1);
    expect(out).toContain('café');
    expect(out).toBe('// a \\u2014 b\nconst s = "café\\u2019s \\ud83d\\udcbf"; /* \\u2026 */');
  });

  it('keeps the meaning of strings, templates, regular expressions and identifiers', () => {
    expect(run('return "A–Z 👋";')).toBe('A–Z 👋');
    expect(run('const x = 2; return `${x}–${x} 💿`;')).toBe('2–2 💿');
    expect(run("return /^[ '’-]+$/u.test('’ -');")).toBe(true);
    expect(run("return /^[’]$/.test('’');")).toBe(true);
    expect(run("return /^[💿]$/u.test('💿') && !/^[💿]$/u.test('\\udcbf');")).toBe(true);
    expect(run('const café·λ = 1; return café·λ;')).toBe(1);
  });

  it('drops the backslash of an identity escape, and keeps an escaped backslash before a character', () => {
    expect(run("return /^[\\’]$/.test('’');")).toBe(true);
    expect(run('return "\\\\—";')).toBe('\\—');
  });
});
