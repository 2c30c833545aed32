// relay-compiler loads this file with require(); the root package is "type": "module", so Node
// hands it the module namespace. The 'module.exports' export makes require() return the config itself.
// The schema is the printed single file (schema/print.ts): relay reads `extend type Query` in a
// schema folder as a client-only extension.
const config = {
  src: './web/src',
  schema: './schema/generated/schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/dist/**'],
  eagerEsModules: true,
  noSourceControl: true,
  persistConfig: { file: './web/persisted-queries.json', algorithm: 'SHA256' },
};
export { config as 'module.exports' };
