import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, layeringViolations, packages, TEST_ENTRIES, violation } from './layering.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('layering: no package imports another package by path', () => {
  it('holds for every source file of the repository', () => {
    expect(layeringViolations(root)).toEqual([]);
  });

  it('lets a workspace depend on our packages only through @tote/contract, and contract only on zod', () => {
    const problems = packages.flatMap((pkg) => {
      let manifest: Record<string, Record<string, string> | undefined>;
      try {
        manifest = JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8'));
      } catch {
        return []; // e2e/ is not a workspace
      }
      // A test entry (TEST_ENTRIES) comes with a devDependency on its package, never a dependency.
      const testOnly = new Set((TEST_ENTRIES[pkg]?.allow ?? []).map((entry) => entry.split('/').slice(0, 2).join('/')));
      const ours = (d: string) => d.startsWith('@tote/') && d !== '@tote/contract';
      const allowed = (d: string, dev: boolean) =>
        pkg === 'contract' ? d === 'zod' : !ours(d) || (dev && testOnly.has(d));
      const wrong = [
        ...Object.keys(manifest.dependencies ?? {}).filter((d) => !allowed(d, false)),
        ...Object.keys(manifest.devDependencies ?? {}).filter((d) => !allowed(d, true)),
      ];
      return wrong.map((d) => `${pkg}/package.json depends on ${d}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('the layering check itself', () => {
  const gateway = path.join(root, 'gateway');
  const contract = path.join(root, 'contract');

  it('finds static, type-only, re-exported, dynamic and required imports', () => {
    const code = [
      "import { a } from './a.ts';",
      "import type { B } from '../../api/src/b.js';",
      "export { c } from '@tote/contract/codes';",
      "const d = await import('../../web/src/d.ts');",
      "const e = require('../e.cjs');",
    ].join('\n');
    expect(importsOf(code)).toEqual([
      { specifier: './a.ts', line: 1 },
      { specifier: '../../api/src/b.js', line: 2 },
      { specifier: '@tote/contract/codes', line: 3 },
      { specifier: '../../web/src/d.ts', line: 4 },
      { specifier: '../e.cjs', line: 5 },
    ]);
  });

  it('refuses a path into another package and @tote packages other than contract', () => {
    const test = path.join(gateway, 'test');
    expect(violation('gateway', gateway, test, '../../api/src/db/index.js')).toMatch(/outside gateway\//);
    expect(violation('gateway', gateway, test, '../../contract/src/codes.ts')).toMatch(/outside gateway\//);
    expect(violation('gateway', gateway, test, '@tote/api/src/server')).toMatch(/only @tote\/contract/);
    expect(violation('gateway', gateway, test, '../scripts/codegen.ts')).toBeNull();
    expect(violation('gateway', gateway, test, '@tote/contract/codes')).toBeNull();
    expect(violation('gateway', gateway, test, 'graphql')).toBeNull();
    expect(violation('gateway', gateway, test, 'node:path')).toBeNull();
  });

  it("lets only the gateway's tests use the api's test entry", () => {
    expect(violation('gateway', gateway, path.join(gateway, 'test'), '@tote/api/testing')).toBeNull();
    expect(violation('gateway', gateway, path.join(gateway, 'src'), '@tote/api/testing')).toMatch(
      /only @tote\/contract/,
    );
    expect(violation('gateway', gateway, path.join(gateway, 'test'), '@tote/api/src/server')).toMatch(
      /only @tote\/contract/,
    );
    expect(violation('web', path.join(root, 'web'), path.join(root, 'web', 'test'), '@tote/api/testing')).toMatch(
      /only/,
    );
  });

  it('lets contract import only zod and its own files', () => {
    const src = path.join(contract, 'src');
    expect(violation('contract', contract, src, 'zod')).toBeNull();
    expect(violation('contract', contract, src, './codes.ts')).toBeNull();
    expect(violation('contract', contract, src, 'node:crypto')).toMatch(/only zod/);
    expect(violation('contract', contract, src, '@tote/contract/codes')).toMatch(/only zod/);
  });
});
