import { defineConfig } from 'vitest/config';

// Each package keeps its own vitest.config.ts; `npx vitest run` at the root runs them all.
export default defineConfig({
  test: {
    projects: ['api', 'gateway', 'web', 'scripts'],
  },
});
