import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // graphql 16 loaded twice ("another module or realm"): pin every import to one copy.
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One real api process (over HTTP) for the whole suite.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 90_000,
    // The files share a worker's modules instead of importing the gateway again each (~450 → ~110 s of worker time;
    // the whole vitest run ~650 → ~520 s): every gateway a test starts builds its own caches. The page tests give
    // their pages a roomy budget (document-helpers.ts): the run's one api is then busier while they ask.
    isolate: false,
    server: {
      deps: {
        // The web's built server entry is loaded by Node itself, as in production. Through vitest's module runner, a
        // screen's chunk first asked for by one file's page was loaded with that file's environment, and a later
        // file's page then failed: "Cannot load … after the environment was torn down" (document-every-route).
        external: [/\/web\/dist-server\//],
      },
    },
  },
});
