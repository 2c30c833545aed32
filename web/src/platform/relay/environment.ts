import { Environment, RecordSource, Store } from 'relay-runtime';
import { createNetwork, type NetworkOptions } from './network.ts';
import { takeServerRecords, type RecordMap } from './serverRecords.ts';

/** Types implementing Node: their ids are global and opaque; other types' ids are only unique per type. */
const NODE_TYPES = new Set(['Product', 'ProductListing', 'Brand', 'Category', 'Collection', 'Occasion', 'User']);

/** `records`: what the store starts with (a page drawn on the server brings its records). */
export function createEnvironment(options: NetworkOptions = {}, records?: RecordMap): Environment {
  return new Environment({
    network: createNetwork(options),
    store: new Store(new RecordSource(records), { gcReleaseBufferSize: 10, queryCacheExpirationTime: 5 * 60 * 1000 }),
    getDataID: (fieldValue: { id?: unknown }, typeName: string) => {
      const id = fieldValue.id;
      if (id == null) return undefined;
      return NODE_TYPES.has(typeName) ? String(id) : `${typeName}:${String(id)}`;
    },
  });
}

export const environment = createEnvironment({}, takeServerRecords());
