import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** Optimistic store changes for a Tote add: the header count and the product's buttons move at once. */
export function optimisticToteAdd(
  store: RecordSourceSelectorProxy,
  added: { pieces: number; productRecordId?: string; rentSku?: string },
): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (viewer) {
    const count = viewer.getValue('toteIcon');
    viewer.setValue(Math.max(0, typeof count === 'number' ? count : 0) + added.pieces, 'toteIcon');
  }
  if (!added.productRecordId || !added.rentSku) return;
  const buttons = store.get(added.productRecordId)?.getLinkedRecord('toteButtons');
  if (!buttons) return;
  const rentCount = buttons.getValue('rentCount');
  buttons.setValue((typeof rentCount === 'number' ? rentCount : 0) + 1, 'rentCount');
  const skus = buttons.getValue('rentSkusInTote');
  buttons.setValue([...(Array.isArray(skus) ? (skus as string[]) : []), added.rentSku], 'rentSkusInTote');
}

/** Optimistic store change for removals: the header count drops by the removed pieces. */
export function optimisticToteCount(store: RecordSourceSelectorProxy, delta: number): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const count = viewer?.getValue('toteIcon');
  if (viewer && typeof count === 'number') viewer.setValue(Math.max(0, count + delta), 'toteIcon');
}
