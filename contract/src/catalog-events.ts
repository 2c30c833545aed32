/**
 * /v1 catalog change feed (issue 11): how gateways learn that cached catalog data went stale.
 *
 * ## `GET /v1/internal/catalog/changes` (v1/catalog-events.ts) — server-sent events, one long-lived stream per gateway.
 * The database reports every committed change of a product or of a SKU's stock (whoever made it:
 * `/inventory/stock`, an order taking stock, a cancelled order giving it back, a migration); the api
 * forwards each as a `change` frame to every open stream. Frames:
 *
 * - `event: ready`, data CatalogReady: sent once, first. From here on no change is missed. A gateway
 *   drops whatever it cached before it saw `ready` — unless it reconnected with `?since=` the token of
 *   its previous stream's `ready` and this one says `unchanged`: no change of the catalog committed
 *   since then, so what it kept is still true (an api restart then costs it no cache).
 * - `event: change`, data CatalogChange.
 * - comment lines (`: keep-alive`) every KEEP_ALIVE_MS, so that an idle stream is told from a dead one.
 *
 * The stream ends when the api loses its database listener or shuts down; events may then have
 * been missed, so a gateway serves nothing from its cache until it has reconnected and seen `ready`.
 * Not ready (the listener is starting or reconnecting) → 60001 (HTTP 500) instead of a stream; more
 * than MAX_STREAMS open streams → 42900. The feed carries product numbers only, all of them public,
 * so it asks for no credentials; it is not meant for browsers (the gateway does not proxy it).
 */

export const CATALOG_CHANGES_KEEP_ALIVE_MS = 15_000;
/** A longer token (a snapshot with many transactions in progress) is not handed out, nor taken as `since`. */
export const CATALOG_TOKEN_MAX_LENGTH = 4_000;

export const CATALOG_CHANGES_MAX_STREAMS = 64;

export type CatalogChangeEvent = 'ready' | 'change';

export interface CatalogReady {
  /** The committed state the stream starts from, to send back as `since` on a reconnect; null: none to give. */
  token: string | null;
  /** `since` was given and no change of the catalog committed since it. */
  unchanged: boolean;
}

export interface CatalogChange {
  /** Products (shop product ids) whose own data changed: stock, price, text, shelf state. */
  products: number[];
  /**
   * Which products a list holds, or in which order, may have changed too (a size sold out or came
   * back, a price or a product changed, products were added or removed): every cached list is stale.
   * With `lists` the product ids may be left out (`[]`) when there were too many to send.
   */
  lists: boolean;
}
