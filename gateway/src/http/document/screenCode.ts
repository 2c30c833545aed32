/**
 * The code of the page's screen, named in the page: the chunks the web build lists for the screen module that owns
 * the route's query (SCREEN_CHUNKS_FILE; Relay names a query after its module: `ProductScreenQuery` is in
 * `ProductScreen`). The boot script (boot.ts) adds a `<link rel="modulepreload">` for each, one per task, before the
 * app starts; the router then finds them there when it loads the screen, instead of adding them in one long task.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SCREEN_CHUNKS_FILE } from '@tote/contract/routes';
import { jsonForScript } from './html.js';

/** The id of the `<script type="application/json">` that lists the screen's chunks for the boot script. */
export const SCREEN_CODE_ELEMENT_ID = 'tote-screen-code';

export type ScreenCode = (operation: string) => readonly string[];

const ASSET_URL = /^\/[\w./~-]+\.js$/;

/** The chunks of the screen whose query is `operation`, from the build in `webDist` (read again when rebuilt). */
export function screenCodeOf(webDist: string): ScreenCode {
  const file = join(webDist, SCREEN_CHUNKS_FILE);
  let cached: { mtimeMs: number; screens: Record<string, unknown> } | null = null;
  const screens = (): Record<string, unknown> => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (cached?.mtimeMs !== mtimeMs) {
      let read: unknown = {};
      try {
        read = mtimeMs ? JSON.parse(readFileSync(file, 'utf8')) : {};
      } catch {
        // A build being written: no screen code until it is whole.
      }
      cached = { mtimeMs, screens: read !== null && typeof read === 'object' ? (read as Record<string, unknown>) : {} };
    }
    return cached.screens;
  };
  return (operation) => {
    const urls = screens()[operation.replace(/Query$/, '')];
    return Array.isArray(urls)
      ? urls.filter((url): url is string => typeof url === 'string' && ASSET_URL.test(url))
      : [];
  };
}

/** The element that names the screen's chunks; nothing when there are none. */
export function screenCodeTag(urls: readonly string[]): string {
  if (urls.length === 0) return '';
  return `<script type="application/json" id="${SCREEN_CODE_ELEMENT_ID}">${jsonForScript(urls)}</script>`;
}
