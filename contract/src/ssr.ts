/**
 * How the gateway asks the web's server entry (web/src/app/server.tsx, built to web/dist-server/) for a page: the
 * gateway imports the built entry (never web source) and calls `renderPage` for every page of the shop.
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
  /** When it aborts, the render stops and answers `unavailable`. */
  signal: AbortSignal;
}

export type PageRender =
  /** A route's guard or loader redirected. */
  | { kind: 'redirect'; status: number; location: string }
  /** `html` goes into `<div id="root">`; `records` (the Relay store) into the page for the browser's store. */
  | {
      kind: 'page';
      status: number;
      html: string;
      records: Record<string, unknown>;
      /** Drawn from the loaders' answers alone (no query started while rendering): the same answers draw it again. */
      closed: boolean;
    }
  /** No page in time, or it failed: the gateway sends the app without it and the browser draws it. */
  | { kind: 'unavailable'; reason: string };

export type RenderPage = (input: PageRenderInput) => Promise<PageRender>;

/** What the built server entry exports. */
export interface ServerEntry {
  renderPage: RenderPage;
  /** Loads the code of every screen, so that the first page of each is drawn as fast as the next ones. */
  warmUp?: (() => Promise<void>) | undefined;
}
