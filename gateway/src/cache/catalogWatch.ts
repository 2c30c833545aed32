/**
 * One follower of the api's catalog change feed (feed.ts) per gateway, for every cache that the
 * catalog's changes keep honest (the response cache, the shared /v1 reads): each listener hears when
 * the feed becomes ready, when it is lost, and each change in between.
 */
import type { CatalogChange } from '@tote/contract/catalog-events';
import { followCatalogChanges, type FeedOptions } from './feed.js';

export interface CatalogListener {
  /**
   * The feed is ready: from now on every change is heard. `unchanged`: it was lost and is back, and no change of
   * the catalog committed meanwhile (what was fresh when it was lost is fresh again).
   */
  onReady(unchanged: boolean): void;
  /** The feed is lost: changes may be missed until the next onReady. */
  onDown(): void;
  onChange(change: CatalogChange): void;
}

export interface CatalogWatch {
  listen(listener: CatalogListener): void;
  close(): Promise<void>;
}

export function watchCatalog(upstreamUrl: string, opts?: FeedOptions): CatalogWatch {
  const listeners: CatalogListener[] = [];
  let ready = false;
  const feed = followCatalogChanges(
    upstreamUrl,
    {
      onReady: (unchanged) => {
        ready = true;
        listeners.forEach((l) => l.onReady(unchanged));
      },
      onDown: (reason) => {
        ready = false;
        listeners.forEach((l) => l.onDown());
        console.warn(
          `gateway: catalog change feed lost (${reason}); cached catalog answers are stale until it is back`,
        );
      },
      onUnavailable: (reason) =>
        console.warn(`gateway: catalog change feed unavailable (${reason}); no catalog caches until it answers`),
      onChange: (change) => listeners.forEach((l) => l.onChange(change)),
    },
    opts,
  );
  return {
    listen(listener) {
      listeners.push(listener);
      if (ready) listener.onReady(false);
    },
    close: () => feed.close(),
  };
}
