import { Environment, RecordSource, Store } from 'relay-runtime';
import { createNetwork, type NetworkOptions } from './network.ts';

/** Types implementing Node: their ids are global and opaque; other types' ids are only unique per type. */
const NODE_TYPES = new Set(['Product', 'ProductListing', 'Brand', 'Category', 'Collection', 'Occasion', 'User']);

export function createEnvironment(options: NetworkOptions = {}): Environment {
  return new Environment({
    network: createNetwork(options),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10, queryCacheExpirationTime: 5 * 60 * 1000 }),
    getDataID: (fieldValue: { id?: unknown }, typeName: string) => {
      const id = fieldValue.id;
      if (id == null) return undefined;
      return NODE_TYPES.has(typeName) ? String(id) : `${typeName}:${String(id)}`;
    },
  });
}

export const environment = createEnvironment();
