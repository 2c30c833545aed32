import { Environment, RecordSource, Store } from 'relay-runtime';
import { createNetwork, type NetworkOptions } from './network.ts';
import { takeServerRecords, type RecordMap } from './serverRecords.ts';

/** Types implementing Node: their ids are global and opaque; other types' ids are only unique per type. */
const NODE_TYPES = new Set(['Product', 'ProductListing', 'Brand', 'Category', 'Collection', 'Occasion', 'User']);

/**
 * `records`: what the store starts with (a page drawn on the server brings its records). `isServer`: a render on the
 * server, which never commits, so Relay keeps no query it read for a commit to come (it would for 5 minutes, with
 * the whole request's environment: the gateway grew by ~0.4 MiB a page).
 */
export function createEnvironment(options: NetworkOptions = {}, records?: RecordMap, isServer = false): Environment {
  return new Environment({
    isServer,
    network: createNetwork({ ...options, onServer: isServer }),
    store: new Store(new RecordSource(records), { gcReleaseBufferSize: 10, queryCacheExpirationTime: 5 * 60 * 1000 }),
    getDataID: (fieldValue: { id?: unknown }, typeName: string) => {
      const id = fieldValue.id;
      if (id == null) return undefined;
      return NODE_TYPES.has(typeName) ? String(id) : `${typeName}:${String(id)}`;
    },
  });
}

export const environment = createEnvironment({}, takeServerRecords());
