import { afterEach, describe, expect, it } from 'vitest';
import { recordAppInitStored } from '../../state/appInitStored.ts';
import { LOCATION_KEY } from '../../state/storedLocation.ts';
import { clientHeaders, rememberApiVersion } from '../clientHeaders.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('client headers (SPEC §3, §7)', () => {
  it('name the app and its layout; the api version once an answer named it; the stored location URI-encoded', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    expect(clientHeaders()).toEqual({ 'x-app-id': 'tote-web', 'x-source': 'web-mobile' });

    rememberApiVersion(new Response(null, { headers: { 'api-version': '1.2.3' } }));
    rememberApiVersion(new Response(null)); // an answer without one keeps the version known
    const location = { lat: 47.37, lon: 8.54, city: 'Zürich' };
    localStorage.setItem(LOCATION_KEY, JSON.stringify(location));
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    const headers = clientHeaders();
    expect(headers).toMatchObject({ 'x-app-id': 'tote-web', 'x-source': 'web-desktop', 'x-api-version': '1.2.3' });
    expect(JSON.parse(decodeURIComponent(headers['x-location']!))).toEqual(location);
    // Every value is a valid header value (Latin-1), whatever the city is called.
    expect(() => new Headers(headers)).not.toThrow();
  });

  it('carry the time app init was stored as the session timestamp', () => {
    expect(clientHeaders()['x-session-ts']).toBeUndefined();
    recordAppInitStored(1_767_000_000_000);
    expect(clientHeaders()['x-session-ts']).toBe('1767000000000');
  });
});
