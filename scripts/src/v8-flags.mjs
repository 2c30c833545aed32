/**
 * The V8 settings each server runs with, shared by `npm start` (start.ts) and the production start
 * (start-prod.mjs, plain JavaScript: the image has no TypeScript loader).
 *
 * From measuring each server's RSS idle and under load (#11) and its CPU per request under the load test (#14). A
 * full collection once the heap grew by half of what was live (the gateway beside PostgreSQL: by all of it) instead
 * of up to 4×: under load the heap otherwise fills with ~150 MB of garbage between collections. With the embedded
 * PGlite, where memory is the tighter goal (#11: ≤ 450 MiB, ~420 used), young generations of 2 × 4 MB (api) and
 * 2 × 8 MB (gateway) semi-spaces. The api compiles its PostgreSQL (WebAssembly) as V8 does by default, baseline
 * (Liftoff) first and the hot parts optimized later: with the optimizing compiler only (--no-liftoff, #11) opening
 * the database after a crash took ~2.5 s instead of ~0.8 s, more than the whole restart may take (#29: ≤ 2 s); the
 * baseline code costs the api ~16–30 MB of RSS under load (#29's figures). Otherwise (PostgreSQL, or a gateway alone
 * with UPSTREAM_URL) the api has V8's default 2 × 16 MB: under the load test a request takes ~0.3 s, so with the
 * smaller ones most of what it allocates outlives two scavenges, is promoted and needs a full collection (gateway +
 * api CPU per request ~6.3 → ~4.7 ms; side-by-side RSS 251 → 275 MiB). The gateway there has 2 × 4 MB and a full
 * collection at half again of what was live (#31): since it draws the pages with the web's code it started at ~156
 * MiB and reached ~212 under the side-by-side load (gateway + api 323 MiB, over the 300 of the goal); with these
 * 131 → 156 (266), at the same req/s and CPU per request.
 */
import { spawnSync } from 'node:child_process';

const FLAGS = {
  embedded: {
    api: ['--max-semi-space-size=4', '--heap-growing-percent=50'],
    gateway: ['--max-semi-space-size=8', '--heap-growing-percent=50'],
  },
  server: {
    api: ['--max-semi-space-size=16', '--heap-growing-percent=50'],
    gateway: ['--max-semi-space-size=4', '--heap-growing-percent=50'],
  },
};

/** The flags this node's V8 knows: one a later V8 drops is left out rather than stopping the start. */
function knownV8Flags(flags) {
  const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout ?? '';
  return flags.filter((flag) => options.includes(`  ${flag.replace(/^--no-/, '--').replace(/=.*/, '')} `));
}

/**
 * The V8 flags of `server`; `embeddedDb`: the api runs PGlite in its own process (no DATABASE_URL). With
 * CPU_PROFILE_DIR set, each server writes a CPU profile there when it exits (scripts/bench/profile.ts).
 */
export function v8Flags(server, { embeddedDb }) {
  const dir = process.env.CPU_PROFILE_DIR;
  const profile = dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
  return [...knownV8Flags(FLAGS[embeddedDb ? 'embedded' : 'server'][server]), ...profile];
}
