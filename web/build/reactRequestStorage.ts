import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REACT_NODE_RENDERER = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.node\.[a-z]+\.js$/;
const STORAGE = fileURLToPath(new URL('../src/platform/ssr/reactRequestStorage.ts', import.meta.url));

/**
 * The server entry's React renders without an AsyncLocalStorage of its own: its `async_hooks` is
 * src/platform/ssr/reactRequestStorage.ts, a store held for the call alone (why: there). Other modules keep Node's.
 */
export function reactRequestStorage(): Plugin {
  return {
    name: 'tote:react-request-storage',
    enforce: 'pre',
    resolveId(source, importer) {
      if ((source === 'async_hooks' || source === 'node:async_hooks') && importer && REACT_NODE_RENDERER.test(importer))
        return STORAGE;
      return null;
    },
  };
}
