import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `schema/` at the repo root: one SDL file per domain. */
export const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

/** One SDL file: its domain (the file name less `.graphql`) and its text. */
export interface TypeDefsFile {
  domain: string;
  sdl: string;
}

/** The SDL files in a stable order: by name, so `_cache.graphql` and `_relay.graphql` (`type Query`) come first. */
export function loadTypeDefFiles(dir: string = SCHEMA_DIR): TypeDefsFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => ({ domain: f.slice(0, -'.graphql'.length), sdl: readFileSync(join(dir, f), 'utf8') }));
}

/** The SDL of every file, in that order. */
export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return loadTypeDefFiles(dir).map((f) => f.sdl);
}
