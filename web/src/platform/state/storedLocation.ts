import { readStored } from './webStorage.ts';

/** The stored location (SPEC §3: the location persists): what events carry as lat/lon (and place, when known). */
export interface StoredLocation {
  lat: number;
  lon: number;
  country?: string;
  region?: string;
  city?: string;
}

export const LOCATION_KEY = 'tote:location';

export function storedLocation(): StoredLocation | null {
  try {
    const value = JSON.parse(readStored('localStorage', LOCATION_KEY) ?? 'null') as Partial<StoredLocation> | null;
    if (!value || typeof value.lat !== 'number' || typeof value.lon !== 'number') return null;
    if (Math.abs(value.lat) > 90 || Math.abs(value.lon) > 180) return null;
    const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    return {
      lat: value.lat,
      lon: value.lon,
      country: text(value.country),
      region: text(value.region),
      city: text(value.city),
    };
  } catch {
    return null;
  }
}
