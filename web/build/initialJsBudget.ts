import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
}

interface Options {
  /** The home screen's lazily loaded module (relative to web/): its chunk loads at once on `/`. */
  screenModule: string;
  limitKb: number;
}

/**
 * Prints the gzip size of the JS the home page needs before it can render: the entry chunk, the
 * home screen's route chunk, and every chunk they import statically. Fails the build above the limit.
 */
export function initialJsBudget({ screenModule, limitKb }: Options): Plugin {
  let root = process.cwd();
  return {
    name: 'tote:initial-js-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
      }
      const screenPath = path.resolve(root, screenModule);
      const starts = [...chunks.values()].filter(
        (chunk) =>
          chunk.isEntry || (chunk.facadeModuleId !== null && path.resolve(chunk.facadeModuleId) === screenPath),
      );
      if (!starts.some((chunk) => !chunk.isEntry)) this.warn(`initial JS: no chunk found for ${screenModule}`);
      const seen = new Set<string>();
      const visit = (fileName: string): void => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of starts) visit(chunk.fileName);
      let bytes = 0;
      for (const fileName of seen) bytes += gzipSync(chunks.get(fileName)?.code ?? '', { level: 9 }).length;
      const kb = bytes / 1024;
      console.log(`\ninitial JS (home): ${kb.toFixed(1)} KB gzip (${seen.size} chunks; limit ${limitKb} KB)`);
      if (kb > limitKb)
        this.error(`initial JS of the home page is ${kb.toFixed(1)} KB gzip, above the ${limitKb} KB budget`);
    },
  };
}
