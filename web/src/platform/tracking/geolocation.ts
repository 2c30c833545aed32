import { isFirstDay } from './firstVisit.ts';
import { writeStored } from '../state/webStorage.ts';
import { LOCATION_KEY, storedLocation, type StoredLocation } from '../state/storedLocation.ts';

/** The fixed console messages, one per outcome (SPEC §8 geolocation messages). */
export const GEO_MESSAGES = {
  onlyHttps: '[tote] geolocation skipped: only requested over https',
  alreadyStored: '[tote] geolocation skipped: a location is already stored',
  firstDay: '[tote] geolocation skipped: not asked on the first day',
  notSupported: '[tote] geolocation skipped: not supported by this browser',
  stored: '[tote] geolocation stored',
  denied: '[tote] geolocation failed: permission denied',
  unavailable: '[tote] geolocation failed: position unavailable',
  timedOut: '[tote] geolocation failed: timed out',
  unknown: '[tote] geolocation failed: unknown error',
} as const;

function failureMessage(error: GeolocationPositionError): string {
  if (error.code === 1) return GEO_MESSAGES.denied;
  if (error.code === 2) return GEO_MESSAGES.unavailable;
  if (error.code === 3) return GEO_MESSAGES.timedOut;
  return GEO_MESSAGES.unknown;
}

/**
 * Asks the browser for the shopper's position once, and only when it may (SPEC §5): over https, with no location
 * stored yet, and not on the first day (isFirstDay: no permission prompt for a brand-new visitor). A position is
 * stored for good (coordinates rounded to ~100 m: enough for the shop, less precise than the device's fix).
 * Each outcome logs its fixed message. Resolves when done.
 */
/** Why the browser is not asked now, or null when it may be. */
function skipReason(now: number): string | null {
  if (window.location.protocol !== 'https:' || window.isSecureContext === false) return GEO_MESSAGES.onlyHttps;
  if (storedLocation()) return GEO_MESSAGES.alreadyStored;
  if (isFirstDay(now)) return GEO_MESSAGES.firstDay;
  if (!('geolocation' in navigator) || !navigator.geolocation) return GEO_MESSAGES.notSupported;
  return null;
}

export function requestLocation(now: number = Date.now()): Promise<void> {
  const skipped = skipReason(now);
  if (skipped) {
    console.info(skipped);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const round = (n: number) => Math.round(n * 1000) / 1000;
        const location: StoredLocation = {
          lat: round(position.coords.latitude),
          lon: round(position.coords.longitude),
        };
        writeStored('localStorage', LOCATION_KEY, JSON.stringify(location));
        console.info(GEO_MESSAGES.stored);
        resolve();
      },
      (error) => {
        console.warn(failureMessage(error));
        resolve();
      },
      { timeout: 15_000, maximumAge: 3600_000 },
    );
  });
}
