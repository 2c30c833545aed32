/**
 * How the gateway asks the web's server entry (web/src/app/server.tsx, built to web/dist-server/) for a page: the
 * gateway imports the built entry (never web source) and calls `renderPage` for every page of the shop. It answers
 * in two steps, so the page can stream: first the route's loaders and guards (the status, a redirect, the data of
 * the page's head are known then), then the render, piped as React writes it.
 */

/** A GraphQL request of the page, run by the gateway in-process with the page request's cookies. */
export interface PageGraphQLRequest {
  id?: string | undefined;
  query?: string | undefined;
  variables: Record<string, unknown>;
}

export interface PageRenderInput {
  /** The page's absolute URL. */
  url: string;
  /** The request's Cookie header. */
  cookie: string;
  mobile: boolean;
  /** The page's queries: the gateway's answer, as /graphql would send it. */
  graphql(request: PageGraphQLRequest): Promise<Response>;
  /** When it aborts before the loaders answered, the page is `unavailable`. */
  signal: AbortSignal;
}

/** Where the page's markup goes as React writes it: a Node.js Writable's `write` and `'drain'`, and a flush. */
export interface MarkupSink {
  /** False when its reader is behind: React waits for `'drain'`. */
  write(chunk: Uint8Array): boolean;
  once(event: 'drain', listener: () => void): unknown;
  /** Sends on what is held (an encoder's block): called after each burst of React's writes. */
  flush(): void;
}

export interface PageDrawing {
  /** React's shell was drawn (else nothing was written: the browser draws the page). */
  shell: boolean;
  /** Every boundary was drawn on the server: nothing aborted, nothing failed. */
  complete: boolean;
  /** The Relay store after the render, late boundaries' answers included: for the browser's store. */
  records: Record<string, unknown>;
  /** No query started while rendering (the loaders' answers drew it all): the same answers draw it again. */
  closed: boolean;
  /**
   * The cookies the page was drawn from, by name, as the request held them (null: none by that name): the same
   * answers draw the same page again only for a request whose cookies by these names hold the same.
   */
  cookies: Record<string, string | null>;
}

export type PageRender =
  /** A route's guard or loader redirected. */
  | { kind: 'redirect'; status: number; location: string }
  /**
   * The loaders answered: `draw` renders the page into `sink` from its shell on (`nonce` on React's scripts); when
   * `signal` aborts, React stops and leaves what it has not drawn to the browser.
   */
  | { kind: 'page'; status: number; draw(sink: MarkupSink, nonce: string, signal: AbortSignal): Promise<PageDrawing> }
  /** No page in time, or it failed: the gateway sends the app without it and the browser draws it. */
  | { kind: 'unavailable'; reason: string };

export type RenderPage = (input: PageRenderInput) => Promise<PageRender>;

/** What the built server entry exports. */
export interface ServerEntry {
  renderPage: RenderPage;
  /** Loads the code of every screen, so that the first page of each is drawn as fast as the next ones. */
  warmUp?: (() => Promise<void>) | undefined;
}
