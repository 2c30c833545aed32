/**
 * The location record (SPEC §3, §7: what the location lookup returns for an address): the fields of a hosted
 * IP lookup's answer. The api makes it from the caller's address (GET /v1/app/location) with an offline database,
 * and tracking events take their country, region and city from it when the client sends none. A private,
 * loopback or unknown address gets the empty record: `ip` and every other field null.
 */
export interface LocationRecord {
  /** The address looked up. */
  ip: string;
  city: string | null;
  /** ISO 3166-1 alpha-2, e.g. "GB". */
  country: string | null;
  /** "latitude,longitude", 4 decimals. */
  loc: string | null;
  /** The network's owner (a hosted lookup's; the offline database has none). */
  org: string | null;
  postal: string | null;
  /** The state or province. */
  region: string | null;
  /** IANA time zone, e.g. "Europe/London", when the database has it. */
  timezone: string | null;
}

export function emptyLocation(ip: string): LocationRecord {
  return { ip, city: null, country: null, loc: null, org: null, postal: null, region: null, timezone: null };
}
