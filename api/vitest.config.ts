import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // Migrates and seeds one database for the whole run; test files clone it (PGlite) or share it (PostgreSQL).
    globalSetup: ['test/global-setup.ts'],
    // Cheap password hashes (platform/config.ts): the files sign up and log in hundreds of members, ~250 ms of CPU
    // each at the standard cost.
    // API_TEST_DATABASE_URL (CI): this package's files run on that PostgreSQL server; the other packages' stay on
    // the embedded database.
    env: {
      PASSWORD_HASH_COST: 'test',
      ...(process.env.API_TEST_DATABASE_URL ? { DATABASE_URL: process.env.API_TEST_DATABASE_URL } : {}),
    },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The files share a worker's modules instead of importing the api again each. Each test api has a database of
    // its own (test/db.ts), on either engine, so no file's clock or sweep reaches another file's rows.
    isolate: false,
  },
});
