import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * In a recent-searches mutation's updater: the payload's refreshed drawer becomes the root
 * `searchDrawer` (a root field without an id: the payload's copy is a record of its own).
 */
export function linkSearchDrawer(store: RecordSourceSelectorProxy, rootField: string): void {
  const drawer = store.getRootField(rootField)?.getLinkedRecord('searchDrawer');
  if (drawer) store.getRoot().setLinkedRecord(drawer, 'searchDrawer');
}

/** Optimistically: the signed-in shopper's recent list without `keyword` (all of it when none). */
export function removeFromRecent(store: RecordSourceSelectorProxy, keyword: string | null): void {
  const drawer = store.getRoot().getLinkedRecord('searchDrawer');
  const recent = drawer?.getValue('recent');
  if (!drawer || !Array.isArray(recent)) return;
  drawer.setValue(keyword === null ? [] : recent.filter((item) => item !== keyword), 'recent');
}
