import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The @connection keys of the viewer's saved products and followed brands (the /wishlist screen). */
export const WISHLIST_CONNECTION = 'WishlistProducts_wishlist';
export const FOLLOWED_BRANDS_CONNECTION = 'FollowedBrands_followedBrands';

const EDGE_TYPES: Record<string, string> = {
  [WISHLIST_CONNECTION]: 'ProductEdge',
  [FOLLOWED_BRANDS_CONNECTION]: 'BrandEdge',
};

/**
 * After a confirmed save or unsave anywhere in the shop (a card, the PDP, a brand page), the
 * viewer's list in the store follows: the node goes on top (the lists are newest first) or leaves,
 * and totalCount moves. Nothing to do when the list was never loaded; the /wishlist screen's query
 * is store-and-network in any case, so the server has the last word.
 */
export function updateSavedConnection(
  store: RecordSourceSelectorProxy,
  connectionKey: string,
  nodeId: string,
  change: { saved: boolean; total?: number | null },
): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const connection = viewer && ConnectionHandler.getConnection(viewer, connectionKey);
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  const present = edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId);
  let delta = 0;
  if (change.saved && !present) {
    const node = store.get(nodeId);
    if (node) {
      const edgeType = EDGE_TYPES[connectionKey] ?? 'Edge';
      ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, node, edgeType));
      delta = 1;
    }
  } else if (!change.saved && present) {
    ConnectionHandler.deleteNode(connection, nodeId);
    delta = -1;
  }
  const count = connection.getValue('totalCount');
  if (typeof change.total === 'number') connection.setValue(change.total, 'totalCount');
  else if (typeof count === 'number') connection.setValue(Math.max(0, count + delta), 'totalCount');
}
