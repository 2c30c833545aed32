/** The rules of .dependency-cruiser.cjs, on a small tree that keeps them and on each way to break one. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDeps, loadConfig } from '../src/deps/checkDeps.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = loadConfig(path.join(root, '.dependency-cruiser.cjs'));

/** app → home (top feature) → shell (bottom feature) → ui → platform, and a contract that uses nothing. */
const KEPT: Record<string, string> = {
  'web/src/app/routes.ts': "import { homeRoutes } from '../features/home/index.ts';\nexport const routes = homeRoutes;",
  'web/src/app/firstView.ts': "import '../features/home/Home.css';",
  'web/src/features/home/index.ts': "export { homeRoutes } from './routes.ts';",
  'web/src/features/home/routes.ts':
    "import { Frame } from '../shell/index.ts';\nexport const homeRoutes = [Frame, () => import('./HomeScreen.ts')];",
  'web/src/features/home/HomeScreen.ts': "import './Home.css';\nexport const HomeScreen = 1;",
  'web/src/features/home/Home.css': '',
  'web/src/features/shell/index.ts': "export { Frame } from './Frame.ts';",
  'web/src/features/shell/Frame.ts': "import { Button } from '../../ui/Button.ts';\nexport const Frame = Button;",
  'web/src/ui/Button.ts': "import { store } from '../platform/state/store.ts';\nexport const Button = store;",
  'web/src/platform/state/store.ts': "import type { Session } from '../session/session.ts';\nexport const store = 1;",
  'web/src/platform/session/session.ts': 'export interface Session {\n  id: string;\n}',
  'contract/src/codes.ts': 'export const OK = 0;',
  'contract/src/order.ts': "import { OK } from './codes.ts';\nexport const PAID = OK;",
  'gateway/src/context.ts': "import { loaders } from './loaders/index.ts';\nexport const context = loaders;",
  'gateway/src/loaders/index.ts': "import { reads } from '../cache/reads.ts';\nexport const loaders = reads;",
  'gateway/src/cache/reads.ts': 'export const reads = 1;',
};

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The rules broken by the tree KEPT with `changes` (a file's new text). */
async function broken(changes: Record<string, string> = {}): Promise<string[]> {
  dir = mkdtempSync(path.join(tmpdir(), 'check-deps-'));
  for (const [file, text] of Object.entries({ ...KEPT, ...changes })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${text}\n`);
  }
  const problems = await checkDeps(['web/src', 'contract/src', 'gateway/src'], config, dir);
  return problems.map((p) => p.rule).sort();
}

describe('the dependency rules (.dependency-cruiser.cjs)', () => {
  it('pass on a tree that keeps them', async () => {
    expect(await broken()).toEqual([]);
  });

  it('refuse a feature reaching past another feature’s index.ts', async () => {
    const problems = await broken({
      'web/src/features/home/routes.ts':
        "import { Frame } from '../shell/Frame.ts';\nexport const homeRoutes = [Frame];",
    });
    expect(problems).toEqual(['web: features only through index.ts']);
  });

  it('refuse the app reaching past a feature’s index.ts, lazily too', async () => {
    const problems = await broken({
      'web/src/app/routes.ts': "export const routes = [() => import('../features/home/HomeScreen.ts')];",
    });
    expect(problems).toEqual(['web: the app uses features through index.ts']);
  });

  it('refuse a feature using one before it in the order, and the cycle that makes', async () => {
    const problems = await broken({
      'web/src/features/shell/Frame.ts':
        "import { homeRoutes } from '../home/index.ts';\nexport const Frame = homeRoutes;",
    });
    expect(problems).toEqual([
      'web: no file cycles',
      'web: no folder cycles',
      'web: shell uses only the features after it',
    ]);
  });

  it('refuse ui/ importing a feature, even for a type', async () => {
    const problems = await broken({
      'web/src/ui/Button.ts':
        "import type { Frame } from '../features/shell/index.ts';\nexport const Button: typeof Frame = 1;",
    });
    expect(problems).toContain('web: ui and platform use no feature');
  });

  it('refuse platform/ importing ui/', async () => {
    const problems = await broken({
      'web/src/platform/session/session.ts': "import { Button } from '../../ui/Button.ts';\nexport const id = Button;",
    });
    expect(problems).toContain('web: platform uses no ui');
  });

  it('refuse folders importing each other through a type-only import', async () => {
    const problems = await broken({
      'web/src/platform/session/session.ts': "import { store } from '../state/store.ts';\nexport const id = store;",
    });
    expect(problems).toEqual(['web: no file cycles', 'web: no folder cycles']);
  });

  it('refuse a feature missing from the order', async () => {
    const problems = await broken({
      'web/src/features/home/routes.ts': "import { x } from '../unlisted/index.ts';\nexport const homeRoutes = [x];",
      'web/src/features/unlisted/index.ts': 'export const x = 1;',
    });
    expect(problems).toEqual(['web: every feature is in the order']);
  });

  it('refuse the first-view list importing a feature’s code', async () => {
    const problems = await broken({ 'web/src/app/firstView.ts': "import '../features/home/HomeScreen.ts';" });
    expect(problems).toEqual(['web: first-view styles only']);
  });

  it('refuse contract/ depending on anything but zod and itself', async () => {
    const problems = await broken({
      'contract/src/order.ts': "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;",
    });
    expect(problems).toEqual(['contract: zod and itself only']);
  });

  it('refuse contract files importing each other, type-only too', async () => {
    const problems = await broken({
      'contract/src/codes.ts':
        "import type { PAID } from './order.ts';\nexport const OK = 0;\nexport type P = typeof PAID;",
    });
    expect(problems).toEqual(['contract: no file cycles']);
  });

  it('refuse a gateway folder and a top-level file importing each other', async () => {
    const problems = await broken({
      'gateway/src/cache/reads.ts':
        "import type { context } from '../context.ts';\nexport const reads = 1;\nexport type C = typeof context;",
    });
    expect(problems).toEqual(['gateway: no file cycles', 'gateway: no folder cycles']);
  });
});
