/**
 * The IP-to-location lookup behind one interface: the offline database (dbip.ts) by default; a hosted lookup of
 * the same record (an HTTP service's answer) can take its place in ApiOptions.locator. Addresses that are not
 * public (private, loopback, link-local, reserved…) get the empty record without a lookup, and so does any address
 * whose lookup fails: a location is never worth refusing a request for.
 */
import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';
import { emptyLocation, type LocationRecord } from '@tote/contract/location';

export interface IpLocator {
  locate(ip: string): Promise<LocationRecord>;
  close?(): Promise<void>;
}

/** A public address as its bytes (an IPv4-mapped IPv6 address as IPv4), or null for any other address. */
export function publicAddressBytes(ip: string): Uint8Array | null {
  if (!ipaddr.isValid(ip)) return null;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  return address.range() === 'unicast' ? Uint8Array.from(address.toByteArray()) : null;
}

/**
 * Remembers the last `max` addresses' records (~300 bytes each), and asks `inner` once for lookups in flight
 * together; a failed lookup is logged and answers the empty record.
 */
export function cachedLocator(inner: IpLocator, max: number, onError: (err: unknown) => void): IpLocator {
  const records = new LRUCache<string, Promise<LocationRecord>>({ max });
  return {
    locate(ip) {
      if (!publicAddressBytes(ip)) return Promise.resolve(emptyLocation(ip));
      let record = records.get(ip);
      if (!record) {
        record = inner.locate(ip).catch((err: unknown) => {
          onError(err);
          records.delete(ip);
          return emptyLocation(ip);
        });
        records.set(ip, record);
      }
      return record;
    },
    close: () => inner.close?.() ?? Promise.resolve(),
  };
}
