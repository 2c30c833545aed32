/**
 * Starts the api: opens the database (DATABASE_URL → PostgreSQL, else PGlite in PGLITE_DIR),
 * migrates, seeds an empty catalog, listens on API_HOST:API_PORT. Closes cleanly on SIGINT/SIGTERM.
 * Production (NODE_ENV=production) first checks its settings and refuses unsafe ones (production.ts),
 * and seeds demo data only with SEED_DEMO=1, never the demo accounts.
 */
import { authSecretTooShort } from './features/auth/index.js';
import { loadConfig } from './platform/config.js';
import { openDb } from './platform/db/index.js';
import { demoAccountsIn, demoAccountsProblem, productionProblems, refusal } from './production.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { seed } from './seed/index.js';
import { createApi } from './server.js';

// Every setting, read once (platform/config.ts): a malformed API_PORT or SWEEP_MS stops the start here.
const config = loadConfig(process.env);
if (config.invalid.length) throw new Error(config.invalid.join('; '));
const { port, host } = config.listen;

const production = config.production;
if (production) {
  const problems = productionProblems(config);
  if (problems.length) {
    console.error(refusal(problems));
    process.exit(1);
  }
}

const { db, description } = await openDb(config.database);
// Warnings and errors only by default: a line per request costs throughput. LOG_LEVEL=info logs each request.
// SWEEP_MS: how often the pause and billing sweeps (and, without FULFILMENT_STEP_MS, the carrier's clock) run.
const app = await createApi({ db, config, logger: { level: config.logLevel } });
if (!production && config.authSecret && authSecretTooShort(config.authSecret))
  app.log.warn('AUTH_SECRET is shorter than 32 bytes and is not used: the secret kept in the database signs instead');

let closing = false;
async function shutdown(signal: string, code = 0): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
  } finally {
    await db.destroy();
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  const t0 = Date.now();
  const applied = await migrateToLatest(db);
  if (production) {
    const demo = await demoAccountsIn(db);
    if (demo.length) {
      // The same plain list as the settings' refusals above, not the start-up failure's log record.
      console.error(refusal([demoAccountsProblem(demo)]));
      await shutdown('refused', 1);
    }
  }
  // SEED_PRODUCTS: a bigger catalog for benchmarks (scripts/bench/search.ts); the seed's default otherwise.
  const products = config.seed.products;
  const seeded =
    !production || config.seed.demo
      ? await seed(db, { products, demoAccounts: !production })
      : { seeded: false, products: 0 };
  app.log.info(
    { db: description, migrations: applied, seeded: seeded.seeded, products: seeded.products, ms: Date.now() - t0 },
    seeded.seeded ? `seeded ${seeded.products} products` : 'database ready',
  );
  const address = await app.listen({ port, host }); // the real port when API_PORT=0
  app.log.info(`api listening on ${address}`);
} catch (err) {
  app.log.error({ err }, 'api failed to start');
  await shutdown('startup failure', 1);
}
