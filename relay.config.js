// relay-compiler loads this file with require(); the root package is "type": "module", so Node
// hands it the module namespace. The 'module.exports' export makes require() return the config itself.
// Multi-project form because the schema is a folder of SDL files (one per domain).
const config = {
  sources: { 'web/src': 'web' },
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/dist/**'],
  projects: {
    web: {
      schemaDir: 'schema',
      language: 'typescript',
      output: 'web/src/__generated__',
      eagerEsModules: true,
      persist: { file: 'web/persisted-queries.json', algorithm: 'SHA256' },
    },
  },
};
export { config as 'module.exports' };
