/**
 * The servers' V8 flags: the memory settings per database, and a CPU profile only when CPU_PROFILE_DIR asks; and
 * the malloc settings of their environment.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { serverEnv, v8Flags } from '../src/v8-flags.mjs';

afterEach(() => {
  delete process.env.CPU_PROFILE_DIR;
});

describe('v8Flags', () => {
  it('gives each server its semi-space size, and no profile unless asked', () => {
    expect(v8Flags('gateway', { embeddedDb: false })).toContain('--max-semi-space-size=4');
    expect(v8Flags('api', { embeddedDb: true })).toContain('--max-semi-space-size=4');
    expect(v8Flags('api', { embeddedDb: false })).toContain('--max-semi-space-size=4');
    expect(v8Flags('api', { embeddedDb: false }).some((f) => f.startsWith('--cpu-prof'))).toBe(false);
  });

  it('adds a CPU profile written into CPU_PROFILE_DIR (scripts/bench/profile.ts)', () => {
    process.env.CPU_PROFILE_DIR = '/tmp/profiles';
    expect(v8Flags('api', { embeddedDb: false })).toEqual(
      expect.arrayContaining(['--cpu-prof', '--cpu-prof-dir=/tmp/profiles']),
    );
  });
});

describe('serverEnv', () => {
  it('maps large blocks on their own for both servers, and gives the api two malloc arenas', () => {
    expect(serverEnv('gateway')).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(serverEnv('api')).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' });
  });
});
