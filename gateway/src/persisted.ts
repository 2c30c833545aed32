/**
 * Persisted operations (trusted documents): relay-compiler writes web/persisted-queries.json as
 * { id: text }. Production accepts only those ids; development accepts them and any operation.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { GraphQLParams } from 'graphql-yoga';

export const DEFAULT_PERSISTED_QUERIES = fileURLToPath(new URL('../../web/persisted-queries.json', import.meta.url));

/** The id of a persisted operation, however the client sends it. */
export function persistedIdOf(params: GraphQLParams): string | null {
  const p = params as GraphQLParams & { documentId?: unknown; doc_id?: unknown; id?: unknown };
  for (const v of [p.documentId, p.doc_id, p.id]) if (typeof v === 'string' && v) return v;
  const pq = (params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery;
  return typeof pq?.sha256Hash === 'string' ? pq.sha256Hash : null;
}

/**
 * Operations the web's component tests define to render a fragment (relay-compiler persists them with
 * the rest): by convention, and checked by test/persisted-test-operations.test.ts, their names end in
 * "TestQuery". Production does not accept them.
 */
export const TEST_OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+\w*TestQuery\b/;

/**
 * The file's operations, { id: text }, without the component tests' operations when `production`. `watch` (the
 * default outside production): read again when it changes (relay-compiler rewrites it in development). In
 * production the file is part of the build and read once: checking it on every request was ~3 % of the gateway's CPU
 * under the uncached load (#35).
 */
export function persistedStore(
  file: string,
  opts: { production?: boolean; watch?: boolean } = {},
): () => Record<string, string> {
  const watch = opts.watch ?? !opts.production;
  let cache: { mtimeMs: number; store: Record<string, string> } | null = null;
  return () => {
    if (cache && !watch) return cache.store;
    if (!existsSync(file)) return {};
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== cache?.mtimeMs) {
      const all = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
      const kept = opts.production ? all.filter(([, text]) => !TEST_OPERATION_NAME.test(text)) : all;
      cache = { mtimeMs, store: Object.fromEntries(kept) };
    }
    return cache.store;
  };
}

/** The id of each persisted query by its operation name (`query HomeScreenQuery …`). */
export function queryIdsByName(store: Record<string, string>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [id, text] of Object.entries(store)) {
    const name = /^\s*query\s+(\w+)/.exec(text)?.[1];
    if (name) ids.set(name, id);
  }
  return ids;
}

export function createPersistedOperationsPlugin(opts: { file: string; production: boolean }) {
  const store = persistedStore(opts.file, { production: opts.production });
  if (opts.production) store(); // fail at start-up, not on the first request, if the file is broken

  return usePersistedOperations({
    allowArbitraryOperations: !opts.production,
    extractPersistedOperationId: (params) => persistedIdOf(params),
    // An own property only: "__proto__" or "constructor" must not find Object.prototype's members.
    getPersistedOperation: (id) => {
      const ops = store();
      return Object.hasOwn(ops, id) ? (ops[id] ?? null) : null;
    },
    customErrors: {
      notFound: {
        message: 'Unknown persisted operation.',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
      },
      persistedQueryOnly: {
        message: 'Only persisted operations are accepted.',
        extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
      },
      keyNotFound: {
        message: 'Send a query, or the id of a persisted operation.',
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      },
    },
  });
}
