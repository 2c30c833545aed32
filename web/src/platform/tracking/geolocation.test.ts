import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DAY_MS, recordFirstVisit } from './firstVisit.ts';
import { GEO_MESSAGES, requestLocation } from './geolocation.ts';
import { LOCATION_KEY, storedLocation } from '../state/storedLocation.ts';

declare const jsdom: { reconfigure(options: { url: string }): void };

const NOW = Date.UTC(2026, 0, 10, 12);
const getCurrentPosition = vi.fn();
let info: ReturnType<typeof vi.spyOn>;
let warn: ReturnType<typeof vi.spyOn>;
const originalUrl = window.location.href;

beforeEach(() => {
  localStorage.clear();
  jsdom.reconfigure({ url: 'https://shop.tote.test/new-arrivals' });
  recordFirstVisit(NOW - FIRST_DAY_MS); // a visitor of yesterday
  getCurrentPosition.mockReset();
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jsdom.reconfigure({ url: originalUrl });
  info.mockRestore();
  warn.mockRestore();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('geolocation', () => {
  it('over https with none stored: asks, stores the rounded position, logs it; never asks again', async () => {
    getCurrentPosition.mockImplementation((ok: PositionCallback) =>
      ok({ coords: { latitude: 40.712776, longitude: -74.005974 } } as GeolocationPosition),
    );
    await requestLocation(NOW);
    expect(info).toHaveBeenCalledWith(GEO_MESSAGES.stored);
    expect(storedLocation()).toEqual({ lat: 40.713, lon: -74.006 });

    await requestLocation(NOW);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenLastCalledWith(GEO_MESSAGES.alreadyStored);
  });

  it('not over https: not asked, logged', async () => {
    jsdom.reconfigure({ url: 'http://shop.tote.test/' });
    await requestLocation(NOW);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(GEO_MESSAGES.onlyHttps);
  });

  it('not on the first day (no permission prompt for a brand-new visitor); not when unsupported', async () => {
    recordFirstVisit(NOW - 1000);
    await requestLocation(NOW);
    expect(info).toHaveBeenLastCalledWith(GEO_MESSAGES.firstDay);
    recordFirstVisit(NOW - FIRST_DAY_MS);
    Reflect.deleteProperty(navigator, 'geolocation');
    await requestLocation(NOW);
    expect(info).toHaveBeenLastCalledWith(GEO_MESSAGES.notSupported);
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('each failure logs its own message and stores nothing', async () => {
    for (const [code, message] of [
      [1, GEO_MESSAGES.denied],
      [2, GEO_MESSAGES.unavailable],
      [3, GEO_MESSAGES.timedOut],
      [9, GEO_MESSAGES.unknown],
    ] as const) {
      getCurrentPosition.mockImplementationOnce((_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code, message: 'x' } as GeolocationPositionError),
      );
      await requestLocation(NOW);
      expect(warn).toHaveBeenLastCalledWith(message);
    }
    expect(localStorage.getItem(LOCATION_KEY)).toBeNull();
  });

  it('a stored location that is not one is ignored', () => {
    localStorage.setItem(LOCATION_KEY, JSON.stringify({ lat: 91, lon: 0 }));
    expect(storedLocation()).toBeNull();
    localStorage.setItem(LOCATION_KEY, '{');
    expect(storedLocation()).toBeNull();
  });
});
