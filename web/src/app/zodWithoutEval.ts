/**
 * Zod builds a faster object parser with `new Function`, after probing whether the page allows it. The shop's
 * Content-Security-Policy has no 'unsafe-eval': the probe fails quietly, yet the browser reports a violation on
 * every page that builds a schema. `jitless` skips the probe and the built parser (the same results).
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig`, shared by every copy of zod on a page, and takes
 * one that is already there. Seeding it here, first thing in main.tsx, reaches every schema the app builds later
 * without adding zod to the first page's scripts (zod's `config()` would: 3 KB gzip). zodWithoutEval.test.ts checks
 * that zod still reads it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;
