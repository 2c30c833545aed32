/**
 * #31's rule: the page is drawn by the web's own components only. The gateway writes no component markup of its
 * own: no class attribute anywhere in its source, and none of the web's component class names (the BEM ones,
 * `block__element` or `block--modifier`, which only a component's markup would use).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/web-build.ts';

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}__generated__${path.sep}`));
}

const gatewaySource = filesUnder(path.join(repoRoot, 'gateway/src'), '.ts').map((file) => ({
  file: path.relative(repoRoot, file),
  text: readFileSync(file, 'utf8'),
}));

function webComponentClasses(): Set<string> {
  const names = new Set<string>();
  for (const file of filesUnder(path.join(repoRoot, 'web/src'), '.css'))
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/\.([a-z][a-z0-9-]*(?:__|--)[a-z0-9_-]+)/g))
      names.add(name!);
  return names;
}

describe('one renderer (#31)', () => {
  it('the gateway source writes no class attribute', () => {
    const found = gatewaySource.filter(({ text }) => /\bclass(Name)?\s*=/.test(text)).map(({ file }) => file);
    expect(found).toEqual([]);
  });

  it("none of the web's component class names appears in the gateway source", () => {
    const classes = webComponentClasses();
    expect(classes.size).toBeGreaterThan(100);
    const found = gatewaySource.flatMap(({ file, text }) =>
      [...classes].filter((name) => text.includes(name)).map((name) => `${file}: ${name}`),
    );
    expect(found).toEqual([]);
  });
});
