import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import type { MockEnvironment } from '../../../test/relay.tsx';
import { signInForTest } from '../../../test/session.ts';
import { fullReload } from '../../../test/fullReloadMock.ts';
import { BUILD_POLL_MS, RELOAD_AT_KEY } from './buildManifest.ts';
import { FIRST_VISIT_KEY } from './firstVisit.ts';
import { APP_INIT_STORED_AT_KEY, appInitStoredAt } from '../state/appInitStored.ts';
import { LOCATION_KEY } from '../state/storedLocation.ts';
import { SESSION_ID_KEY } from './sessionId.ts';
import { startSessionTracking } from './sessionTracking.ts';

vi.mock('../session/fullReload.ts', () => import('../../../test/fullReloadMock.ts'));

let environment: MockEnvironment;
let sent: Record<string, unknown>[];

/** Answers every pending operation: app init with a session id, tracking with `recorded`; keeps the inputs. */
function answerAll() {
  for (const operation of environment.mock.getAllOperations()) {
    if (operation.request.node.params.name === 'useTrackEventMutation')
      sent.push(operation.request.variables['input'] as Record<string, unknown>);
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation as OperationDescriptor, { AppInit: () => ({ sessionId: 'sess-1' }) }),
    );
  }
}

/** Moves the clock, answering what the app sends until it sends nothing more (events go one after the other). */
async function tick(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  for (let round = 0; round < 10 && environment.mock.getAllOperations().length > 0; round++) {
    answerAll();
    await vi.advanceTimersByTimeAsync(0);
  }
}

const types = () => sent.map((e) => e['eventType']);

let stop: (() => void) | undefined;

async function start(url: string) {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [url] });
  stop = startSessionTracking(router, environment);
  await tick(0);
  return { router };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(Date.UTC(2026, 0, 10, 12));
  localStorage.clear();
  sessionStorage.clear();
  environment = createMockEnvironment();
  sent = [];
  fullReload.mockClear();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session tracking', () => {
  it('first visit: tote_init and first_time_visitor with the session id and the common fields', async () => {
    await start('/new-arrivals?sort=new');
    expect(types()).toEqual(['TOTE_INIT', 'FIRST_TIME_VISITOR']);
    expect(sent[0]).toEqual({
      eventType: 'TOTE_INIT',
      refer: '/new-arrivals?sort=new',
      appVersion: 'dev',
      deviceType: 'DESKTOP',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      sessionId: 'sess-1',
    });
    expect(localStorage.getItem(FIRST_VISIT_KEY)).toBe(String(Date.now()));
  });

  it('storing app init records the time of storage (SPEC §3), once per tab session', async () => {
    const storedAt = Date.now();
    await start('/');
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe('sess-1');
    expect(sessionStorage.getItem(APP_INIT_STORED_AT_KEY)).toBe(String(storedAt));
    expect(appInitStoredAt()).toBe(storedAt);

    // Later starts in the same tab session keep what is stored: no new app init, the same time.
    stop?.();
    await vi.advanceTimersByTimeAsync(60_000);
    await start('/brands');
    expect(appInitStoredAt()).toBe(storedAt);
  });

  it('a logged-in returning shopper: returning_visitor with the user id and stored location', async () => {
    localStorage.setItem(FIRST_VISIT_KEY, String(Date.now() - 3 * 24 * 3600_000));
    localStorage.setItem(LOCATION_KEY, JSON.stringify({ lat: 40.7, lon: -74, city: 'New York' }));
    signInForTest();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 768 });
    await start('/brands');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    expect(types()).toEqual(['TOTE_INIT', 'RETURNING_VISITOR']);
    expect(sent[1]).toMatchObject({
      userId: 7,
      deviceType: 'MOBILE',
      latitude: 40.7,
      longitude: -74,
      city: 'New York',
      sessionId: 'sess-1',
    });
  });

  it('logging in later in the session sends returning_visitor then, once', async () => {
    localStorage.setItem(FIRST_VISIT_KEY, String(Date.now() - 3 * 24 * 3600_000));
    await start('/brands');
    expect(types()).toEqual(['TOTE_INIT']);
    signInForTest();
    await tick(0);
    expect(types()).toEqual(['TOTE_INIT', 'RETURNING_VISITOR']);
    expect(sent[1]).toMatchObject({ userId: 7 });
    signInForTest();
    await tick(0);
    expect(types()).toEqual(['TOTE_INIT', 'RETURNING_VISITOR']);
  });

  it('view_page 3 s after a route change; cancelled by a change within 3 s; not for a query alone', async () => {
    sessionStorage.setItem('tote:tracked:init', '1');
    localStorage.setItem(FIRST_VISIT_KEY, '1');
    const { router } = await start('/new-arrivals');
    await tick(2_999);
    expect(types()).toEqual([]);
    await tick(1);
    expect(sent).toEqual([expect.objectContaining({ eventType: 'VIEW_PAGE', refer: '/new-arrivals' })]);

    sent = [];
    await router.navigate('/brands');
    await tick(2_000);
    await router.navigate('/occasions');
    await tick(2_000);
    await router.navigate('/occasions?code=wedding');
    await tick(1_000);
    expect(sent).toEqual([expect.objectContaining({ eventType: 'VIEW_PAGE', refer: '/occasions' })]);
  });

  it('view_pdp with the product and color on a product page; excluded paths send nothing', async () => {
    sessionStorage.setItem('tote:tracked:init', '1');
    localStorage.setItem(FIRST_VISIT_KEY, '1');
    const { router } = await start('/product/12-tote-silk-dress?colorId=5');
    await tick(3_000);
    expect(sent).toEqual([
      expect.objectContaining({ eventType: 'VIEW_PAGE', refer: '/product/12-tote-silk-dress?colorId=5' }),
      expect.objectContaining({ eventType: 'VIEW_PDP', productId: 12, colorId: 5 }),
    ]);
    sent = [];
    for (const path of ['/payment-result-check?orderId=3', '/404', '/download_app']) {
      await router.navigate(path);
      await tick(3_000);
    }
    expect(sent).toEqual([]);
  });

  it('page_idle after 60 s without activity, on the current page', async () => {
    sessionStorage.setItem('tote:tracked:init', '1');
    localStorage.setItem(FIRST_VISIT_KEY, '1');
    await start('/brands');
    await tick(59_000);
    window.dispatchEvent(new Event('click'));
    await tick(59_000);
    expect(types()).toEqual(['VIEW_PAGE']);
    await tick(1_000);
    expect(sent.at(-1)).toMatchObject({ eventType: 'PAGE_IDLE', refer: '/brands' });
  });

  it('a newer build: a full navigation at the next route change, at most one per 10 s', async () => {
    vi.stubEnv('TOTE_BUILD_ID', 'build-a');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ buildId: 'build-b' })));
    sessionStorage.setItem('tote:tracked:init', '1');
    localStorage.setItem(FIRST_VISIT_KEY, '1');
    const { router } = await start('/brands');
    await tick(BUILD_POLL_MS);
    expect(fullReload).not.toHaveBeenCalled();
    await router.navigate('/new-arrivals?sort=new');
    expect(fullReload).toHaveBeenCalledWith('/new-arrivals?sort=new');
    expect(sessionStorage.getItem(RELOAD_AT_KEY)).toBe(String(Date.now()));

    // Had the reload come back to the same old build, the guard lets the app navigate in-app for 10 s.
    await router.navigate('/occasions');
    expect(fullReload).toHaveBeenCalledTimes(1);
    await tick(10_000);
    await router.navigate('/brands');
    expect(fullReload).toHaveBeenCalledTimes(2);
  });
});
