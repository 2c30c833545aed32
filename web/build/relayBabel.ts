import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * babel-plugin-relay, pointed at the single artifact folder of relay.config.js (project `web`):
 * each `graphql` tag becomes an ES import of its generated artifact.
 */
export const relayBabelPlugin: [string, Record<string, unknown>] = [
  'relay',
  { artifactDirectory: path.join(webDir, 'src/__generated__'), eagerEsModules: true },
];
