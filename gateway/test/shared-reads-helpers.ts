/** Helpers of the SharedReads unit tests: a change feed the test drives, a /v1 stand-in, a product card. */
import type { CatalogChange } from '@tote/contract/catalog-events';
import type { CatalogListener, CatalogWatch } from '../src/cache/catalogWatch.js';

/** A feed the test drives. */
export function testWatch() {
  let listener: CatalogListener | undefined;
  const watch: CatalogWatch = { listen: (l) => void (listener = l), close: async () => {} };
  return {
    watch,
    ready: (unchanged = false) => listener!.onReady(unchanged),
    down: () => listener!.onDown(),
    change: (c: CatalogChange) => listener!.onChange(c),
  };
}

/** A /v1 stand-in that counts its calls and answers what it is told, when it is told. */
export function upstream<T>(answer: () => T) {
  let calls = 0;
  const pending: (() => void)[] = [];
  return {
    calls: () => calls,
    load: () => {
      calls++;
      return new Promise<T>((resolve) => pending.push(() => resolve(answer())));
    },
    answerAll: async () => {
      for (const go of pending.splice(0)) go();
      await new Promise((r) => setImmediate(r));
    },
  };
}

export const card = (id: number) => ({ shopProductId: id, title: `Dress ${id}` });
