/**
 * Starts the api: opens the database (DATABASE_URL → PostgreSQL, else PGlite in PGLITE_DIR),
 * migrates, seeds an empty catalog, listens on API_HOST:API_PORT. Closes cleanly on SIGINT/SIGTERM.
 * Production (NODE_ENV=production) first checks its settings and refuses unsafe ones (production.ts),
 * and seeds demo data only with SEED_DEMO=1, never the demo accounts.
 *
 * A restart (after a crash, kill -9) is on the shop's critical path: the gateway serves browsing from its
 * cache meanwhile, but writes wait. So an up-to-date database costs one look at the migrations, a seeded one
 * gets its demo data topped up only after the api listens, and PGlite is checkpointed as it goes
 * (platform/db/checkpoints.ts) so that its crash recovery has little to replay. The `api listening` log line (info)
 * says how long each step took.
 */
import { authSecretTooShort } from './features/auth/index.js';
import { loadConfig } from './platform/config.js';
import { checkpoint, checkpointPeriodically } from './platform/db/checkpoints.js';
import { openDb } from './platform/db/index.js';
import { drainable } from './platform/http/drain.js';
import { demoAccountsIn, demoAccountsProblem, productionProblems, refusal } from './production.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { catalogSize, seed } from './seed/index.js';
import { createApi } from './server.js';

/** When a seeded database gets the demo data it lacks (the seed grew since), after the api listens. */
const TOP_UP_AFTER_MS = 10_000;

/** How long each step of the start-up took (ms); `load` is the process start and this bundle's modules. */
const phases: Record<string, number> = { load: Math.round(performance.now()) };
let phaseStart = performance.now();
const phase = (name: string): void => {
  const now = performance.now();
  phases[name] = Math.round(now - phaseStart);
  phaseStart = now;
};

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

const { db, description, embedded } = await openDb(config.database);
phase('database');
// Warnings and errors only by default: a line per request costs throughput. LOG_LEVEL=info logs each request.
// SWEEP_MS: how often the pause and billing sweeps (and, without FULFILMENT_STEP_MS, the carrier's clock) run.
const app = await createApi({ db, config, logger: { level: config.logLevel } });
phase('routes');
if (!production && config.authSecret && authSecretTooShort(config.authSecret))
  app.log.warn('AUTH_SECRET is shorter than 32 bytes and is not used: the secret kept in the database signs instead');

/** SIGTERM drains first (platform/http/drain.ts): at most DRAIN_MAX_MS, then the in-flight streams are ended. */
// Longer than nginx keeps an idle connection (deploy/nginx.conf: keepalive_timeout 2s).
const DRAIN_MAX_MS = 3_000;
const drain = drainable(app.server);

let closing = false;
let stopCheckpoints = (): void => {};
async function shutdown(signal: string, code = 0): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    const drained = app.server.listening ? await drain(DRAIN_MAX_MS) : null;
    await app.close(); // ends the catalog change feed (preClose), closes Redis
    await drained?.closed;
  } finally {
    stopCheckpoints();
    await db.destroy();
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  const applied = await migrateToLatest(db);
  phase('migrations');
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
  const seeding = !production || config.seed.demo;
  const seedOnce = () => seed(db, { products, demoAccounts: !production });
  // A catalog already there: the seed would only add demo data that is missing (none, unless the seed grew),
  // which can wait until the api answers (TOP_UP_AFTER_MS).
  const existing = seeding ? await catalogSize(db) : 0;
  const seeded = seeding && existing === 0 ? await seedOnce() : { seeded: false, products: existing };
  phase('seed');
  // What the start-up wrote (the catalog, the schema) is not replayed after a crash soon after.
  if (embedded && (seeded.seeded || applied.length)) await checkpoint(db);
  const address = await app.listen({ port, host }); // the real port when API_PORT=0
  phase('listen');
  if (embedded)
    stopCheckpoints = checkpointPeriodically(db, { onError: (err) => app.log.warn({ err }, 'checkpoint failed') });
  const total = Math.round(performance.now());
  const { user, system } = process.cpuUsage(); // beside `total`: how much of it the machine's other work took
  const cpu = Math.round((user + system) / 1000);
  app.log.info(
    {
      db: description,
      migrations: applied,
      seeded: seeded.seeded,
      products: seeded.products,
      startup: phases,
      total,
      cpu,
    },
    `api listening on ${address} (${seeded.seeded ? `seeded ${seeded.products} products, ` : ''}ready in ${total} ms)`,
  );
  // Not at once: just after a restart the api is at its slowest and every gateway is filling its caches again.
  if (seeding && existing > 0)
    setTimeout(
      () => void seedOnce().catch((err: unknown) => app.log.error({ err }, 'topping up the demo data failed')),
      TOP_UP_AFTER_MS,
    ).unref();
} catch (err) {
  app.log.error({ err }, 'api failed to start');
  await shutdown('startup failure', 1);
}
