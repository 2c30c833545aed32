/**
 * The web's built server entry (web/dist-server/server.js, from web/src/app/server.tsx): imported, never the web's
 * source, once per process (its screens' chunks import the entry back by its plain URL, so a second copy under
 * another URL would split its per-request state in two). While it is missing (the web not built yet), pages go
 * out undrawn and the browser draws them; a gateway started before the build picks it up on the next page.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '@tote/contract/ssr';

export function serverEntry(file: string): () => Promise<ServerEntry | null> {
  let loaded: Promise<ServerEntry | null> | null = null;
  return () => {
    if (loaded) return loaded;
    if (!existsSync(file)) return Promise.resolve(null);
    loaded = import(pathToFileURL(file).href).then(
      (module: Partial<ServerEntry>) =>
        module.renderPage ? { renderPage: module.renderPage, warmUp: module.warmUp } : null,
      (error: unknown) => {
        console.error(`gateway: the web's server entry ${file} failed to load; pages go out undrawn`, error);
        return null;
      },
    );
    return loaded;
  };
}
