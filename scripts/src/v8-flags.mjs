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
 * baseline code costs the api ~16–30 MB of RSS under load (#29's figures). Beside PostgreSQL (or a gateway alone with
 * UPSTREAM_URL) the api has the same 2 × 4 MB: V8's default 2 × 16 MB had been chosen when a request under the load
 * test took ~0.3 s and more of what it allocated outlived two scavenges, but measured again (#35, alternating runs)
 * 16, 8 and 4 MB gave the load test the same throughput (129/131, then 120/124 req/s) and the uncached side-by-side
 * the same CPU a request, while 4 MB took the api's RSS under that load from ~157 to ~121 MiB. The gateway there
 * has 2 × 4 MB and a full collection at half again of what was live (#31): since it draws the pages with the web's
 * code it started at ~156 MiB and reached ~212 under the side-by-side load; with these 131 → 156, at the same req/s
 * and CPU per request. A full collection sooner still (at 30 % over what was live) took ~14 MiB off its peak but
 * cost 13–30 % more CPU on every uncached listing (#35): not taken.
 */
import { spawnSync } from 'node:child_process';

const FLAGS = {
  embedded: {
    api: ['--max-semi-space-size=4', '--heap-growing-percent=50'],
    gateway: ['--max-semi-space-size=8', '--heap-growing-percent=50'],
  },
  server: {
    api: ['--max-semi-space-size=4', '--heap-growing-percent=50'],
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

/**
 * The environment a server runs with beside its V8 flags: how glibc's malloc keeps the C heap (sockets' and
 * compression's buffers, the HTTP parser, ICU). Large blocks (≥ 128 KiB) always come from their own mapping and go
 * back to the system when freed: by default the threshold rises with each such block freed, up to 32 MiB, and the
 * blocks then stay in the heap's free lists. And the api's heap in two arenas rather than up to 8 a core, each
 * holding its own freed memory apart. Measured under the uncached side-by-side load (#35, alternating runs): RSS
 * of gateway + api 305–310 → 293–297 MiB, the api ~7 MiB lower already idle, at the same CPU a request. The
 * gateway keeps glibc's arenas: with two its RSS after start-up was 25–30 MiB higher in 4 runs of 8.
 */
export function serverEnv(server) {
  return { MALLOC_MMAP_THRESHOLD_: '131072', ...(server === 'api' ? { MALLOC_ARENA_MAX: '2' } : {}) };
}
