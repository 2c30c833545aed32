import { describe, expect, it } from 'vitest';
import { folderCycles, stronglyConnected } from '../src/deps/folderCycles.ts';

const graph = (edges: Record<string, string[]>) => (node: string) => edges[node] ?? [];

describe('stronglyConnected (Tarjan)', () => {
  it('finds each cycle once, however long, and leaves the rest as single nodes', () => {
    const next = graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['a'] });
    const components = stronglyConnected(['a', 'b', 'c', 'd', 'e', 'f'], next).map((c) => [...c].sort());
    expect(components.filter((c) => c.length > 1).sort()).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(components.filter((c) => c.length === 1)).toEqual([['f']]);
  });
});

describe('folderCycles', () => {
  const folderOf = (path: string) => /^src\/([^/]+)\//.exec(path)?.[0] ?? null;
  const module = (source: string, ...imports: string[]) => ({
    source,
    dependencies: imports.map((resolved) => ({ resolved })),
  });

  it('collapses files to their folder: two folders importing each other through different files are a cycle', () => {
    const cycles = folderCycles(
      [
        module('src/screens/Product.tsx', 'src/components/Card.tsx', 'src/components/Price.tsx'),
        module('src/components/Header.tsx', 'src/screens/accountPages.ts'),
        module('src/components/Card.tsx', 'src/components/Price.tsx'),
        module('src/ui/Button.tsx'),
      ],
      folderOf,
    );
    expect(cycles).toEqual([
      {
        folders: ['src/components/', 'src/screens/'],
        edges: [
          {
            from: 'src/components/',
            to: 'src/screens/',
            example: 'src/components/Header.tsx → src/screens/accountPages.ts',
            count: 1,
          },
          {
            from: 'src/screens/',
            to: 'src/components/',
            example: 'src/screens/Product.tsx → src/components/Card.tsx',
            count: 2,
          },
        ],
      },
    ]);
  });

  it('ignores modules outside the folders (null) and imports inside one folder', () => {
    const cycles = folderCycles(
      [
        module('src/a/x.ts', 'src/a/y.ts', 'lib/z.ts'),
        module('src/a/y.ts', 'src/a/x.ts'),
        module('lib/z.ts', 'src/a/x.ts'),
      ],
      folderOf,
    );
    expect(cycles).toEqual([]);
  });
});
