import { afterEach, describe, expect, it } from 'vitest';
import { LOCATION_KEY } from '../../state/storedLocation.ts';
import { clientHeaders, rememberApiVersion } from '../clientHeaders.ts';

afterEach(() => localStorage.clear());

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
});
