/** Types of tote-queries.mjs (a plain module: the peer's side-by-side.mjs imports it too). */
export declare const QUERIES: Record<string, { query: string; variables?: Record<string, unknown> }>;
