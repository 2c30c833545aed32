import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * @tote/contract/routes' SCREEN_CHUNKS_FILE, which the gateway reads (web/test/screenChunks.test.ts checks they are
 * the same): Vite's config loader leaves workspace packages to Node, which cannot load the contract's TypeScript.
 */
const SCREEN_CHUNKS_FILE = 'screen-chunks.json';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
}

const SCREEN_MODULE = /^(\w+Screen)\.tsx$/;

/**
 * Writes SCREEN_CHUNKS_FILE: for each lazily loaded screen module (`ProductScreen`, by its file's name, which
 * Relay makes the prefix of its query's name: `ProductScreenQuery`), the URLs of its chunk and of every chunk it
 * imports statically that the entry does not. The gateway names them in the page it draws, and the page's boot
 * script adds their `<link rel="modulepreload">` one per task before the app starts; Vite's preload helper finds
 * them there when the router loads the screen, instead of adding them all in one task.
 */
export function screenChunks(): Plugin {
  let base = '/';
  return {
    name: 'tote:screen-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // After Vite's own: it drops the chunks left empty once their CSS went into the one stylesheet.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, ChunkLike>();
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
        }
        const closure = (start: string, into = new Set<string>()): Set<string> => {
          if (into.has(start) || !chunks.has(start)) return into;
          into.add(start);
          for (const imported of chunks.get(start)?.imports ?? []) closure(imported, into);
          return into;
        };
        const initial = new Set<string>();
        for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, initial);
        const screens: Record<string, string[]> = {};
        for (const chunk of chunks.values()) {
          const name = SCREEN_MODULE.exec(path.basename(chunk.facadeModuleId ?? ''))?.[1];
          if (!chunk.isDynamicEntry || !name) continue;
          const own = [...closure(chunk.fileName)].filter((fileName) => !initial.has(fileName));
          screens[name] = own.map((fileName) => `${base}${fileName}`);
        }
        this.emitFile({ type: 'asset', fileName: SCREEN_CHUNKS_FILE, source: `${JSON.stringify(screens)}\n` });
      },
    },
  };
}
