import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `multi` (scripts/test/multi-instance.multi.ts) starts servers on a PostgreSQL database and a Redis of its own:
// it is there only when asked for by name (`npx vitest run --project multi`, see .ci/run).
const argv = process.argv;
const multiAsked = argv.some((a, i) => a === '--project=multi' || (a === '--project' && argv[i + 1] === 'multi'));
const multi = {
  test: {
    name: 'multi',
    root: 'scripts',
    include: ['test/*.multi.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
};

// Each package keeps its own vitest.config.ts; `npx vitest run` at the root runs them all.
export default defineConfig({
  test: {
    projects: ['api', 'gateway', 'web', 'scripts', ...(multiAsked ? [multi] : [])],
    // vitest's default is one worker fewer than the cores: one on a 2-core machine. The files wait on HTTP and
    // their databases a good part of the time, so two workers there take ~2/3 of the time (774 s → 514 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
