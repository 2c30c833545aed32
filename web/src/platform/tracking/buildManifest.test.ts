import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_POLL_MS, claimReload, LATEST_BUILD_URL, RELOAD_GUARD_MS, watchBuilds } from './buildManifest.ts';

let latest: string;
const fetchMock = vi.fn(async (url: string) => {
  expect(url).toBe(LATEST_BUILD_URL);
  return new Response(JSON.stringify({ buildId: latest, builtAt: '2026-01-10T12:00:00.000Z' }), { status: 200 });
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  sessionStorage.clear();
  latest = 'build-a';
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setVisibility('visible');
});

/** Lets the fetch and its JSON settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('build manifest polling', () => {
  it('asks every 5 minutes; outdated once the latest build differs from its own', async () => {
    const builds = watchBuilds('build-a');
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(builds.isOutdated()).toBe(false);

    latest = 'build-b';
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    await settle();
    expect(builds.isOutdated()).toBe(true);
    // Known to be outdated: it stops asking.
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    builds.stop();
  });

  it('asks when the tab becomes visible again', async () => {
    latest = 'build-b';
    const builds = watchBuilds('build-a');
    setVisibility('hidden');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    setVisibility('visible');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(builds.isOutdated()).toBe(true);
    builds.stop();
  });

  it('a failed load is logged only; development (no build id) asks nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementationOnce(async () => new Response('Not Found', { status: 404 }));
    const builds = watchBuilds('build-a');
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    await settle();
    expect(builds.isOutdated()).toBe(false);
    expect(warn).toHaveBeenCalledWith('[tote] build manifest could not be loaded', expect.any(Error));
    builds.stop();
    warn.mockRestore();

    fetchMock.mockClear();
    const dev = watchBuilds('dev');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(3 * BUILD_POLL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    dev.stop();
  });
});

describe('reload guard (10 s)', () => {
  it('allows one reload, refuses another within 10 s, allows it after', () => {
    const t0 = Date.UTC(2026, 0, 10, 12);
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload(t0)).toBe(true);
    expect(claimReload(t0 + 1)).toBe(false);
    expect(claimReload(t0 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(t0 + RELOAD_GUARD_MS)).toBe(true);
    expect(claimReload(t0 + RELOAD_GUARD_MS + 5_000)).toBe(false);
  });
});
