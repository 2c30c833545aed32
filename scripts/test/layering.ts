/**
 * The layering rule, checked without ESLint: a package uses another one only as a package (through
 * node_modules), and among ours only @tote/contract; contract itself depends on nothing but zod. So no
 * import specifier — static, dynamic, `export … from`, or require() — may resolve to a file outside the
 * importing package's own folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const packages = ['contract', 'schema', 'api', 'gateway', 'web', 'scripts', 'e2e'] as const;
const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const skipped = new Set(['node_modules', '__generated__', 'dist', '.tsbuild']);

/** Every hand-written source file under `dir`, as absolute paths. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(full);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module specifiers a file imports, with their 1-based line numbers. */
export function importsOf(code: string): { specifier: string; line: number }[] {
  const info = ts.preProcessFile(code, true, true);
  return info.importedFiles.map((ref) => ({
    specifier: ref.fileName,
    line: code.slice(0, ref.pos).split('\n').length,
  }));
}

/**
 * The one exception: the gateway's tests may start an api in-process through the api's declared test
 * entry, to choose its payment provider and reach its database. The gateway's own code never may.
 */
export const TEST_ENTRIES: Record<string, { folder: string; allow: string[] }> = {
  gateway: { folder: 'test', allow: ['@tote/api/testing'] },
};

/** Why `specifier`, imported by a file in `fileDir` of package folder `packageDir`, breaks the rule, or null. */
export function violation(pkg: string, packageDir: string, fileDir: string, specifier: string): string | null {
  const bare = specifier.split('?')[0]!;
  if (bare.startsWith('.') || path.isAbsolute(bare)) {
    const target = path.resolve(fileDir, bare);
    const inside = target === packageDir || target.startsWith(packageDir + path.sep);
    return inside ? null : `resolves outside ${pkg}/ (${path.relative(path.dirname(packageDir), target)})`;
  }
  const name = bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : bare.split('/')[0]!;
  if (pkg === 'contract') return name === 'zod' ? null : `contract/ may import only zod, not ${name}`;
  const entry = TEST_ENTRIES[pkg];
  const inTests = entry && (fileDir + path.sep).startsWith(path.join(packageDir, entry.folder) + path.sep);
  if (inTests && entry.allow.includes(bare)) return null;
  if (name.startsWith('@tote/') && name !== '@tote/contract') return `${name}: among our packages only @tote/contract`;
  return null;
}

/** Every import in the repository at `root` that breaks the rule, as "file:line 'specifier': reason". */
export function layeringViolations(root: string): string[] {
  return packages.flatMap((pkg) => {
    const packageDir = path.join(root, pkg);
    return sourceFiles(packageDir).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8')).flatMap(({ specifier, line }) => {
        const reason = violation(pkg, packageDir, path.dirname(file), specifier);
        return reason ? [`${path.relative(root, file)}:${line} '${specifier}': ${reason}`] : [];
      }),
    );
  });
}
