import { describe, expect, it } from 'vitest';
import { SCREEN_CHUNKS_FILE } from '@tote/contract/routes';
import { screenChunks } from '../build/screenChunks.ts';

type Hook = (this: unknown, ...args: unknown[]) => void;

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null, kind?: 'entry' | 'dynamic') => ({
  type: 'chunk',
  fileName,
  imports,
  facadeModuleId,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'dynamic',
});

/** The file the plugin writes for a bundle. */
function written(bundle: Record<string, unknown>): unknown {
  const plugin = screenChunks();
  (plugin.configResolved as Hook).call({}, { base: '/' });
  let out: { fileName: string; source: string } | null = null;
  (plugin.generateBundle as { handler: Hook }).handler.call(
    { emitFile: (file: typeof out) => (out = file) },
    {},
    bundle,
  );
  expect(out!.fileName).toBe(SCREEN_CHUNKS_FILE);
  return JSON.parse(out!.source);
}

describe("the screens' chunks (web/build/screenChunks.ts)", () => {
  it("lists each lazy screen's chunk and the chunks it imports that the entry does not", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], '/web/src/app/main.tsx', 'entry'),
      'assets/react.js': chunk('assets/react.js', [], null),
      'assets/ProductScreen.js': chunk(
        'assets/ProductScreen.js',
        ['assets/react.js', 'assets/ui.js'],
        '/web/src/features/product/ProductScreen.tsx',
        'dynamic',
      ),
      // A chunk Vite dropped (its CSS went into the one stylesheet) is no longer in the bundle.
      'assets/ui.js': chunk('assets/ui.js', ['assets/icons.js', 'assets/Dropped.js'], null),
      'assets/icons.js': chunk('assets/icons.js', [], null),
      // Lazily loaded, but not a screen.
      'assets/AssistantPanel.js': chunk('assets/AssistantPanel.js', [], '/web/src/x/AssistantPanel.tsx', 'dynamic'),
      'style.css': { type: 'asset', fileName: 'style.css' },
    };
    expect(written(bundle)).toEqual({
      ProductScreen: ['/assets/ProductScreen.js', '/assets/ui.js', '/assets/icons.js'],
    });
  });
});
