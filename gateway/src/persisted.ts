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

export function createPersistedOperationsPlugin(opts: { file: string; production: boolean }) {
  let cache: { mtimeMs: number; store: Record<string, string> } = { mtimeMs: -1, store: {} };
  const store = (): Record<string, string> => {
    if (!existsSync(opts.file)) return {};
    const { mtimeMs } = statSync(opts.file);
    // relay-compiler rewrites the file while the web is developed: reread it when it changes.
    if (mtimeMs !== cache.mtimeMs)
      cache = { mtimeMs, store: JSON.parse(readFileSync(opts.file, 'utf8')) as Record<string, string> };
    return cache.store;
  };
  if (opts.production) store(); // fail at start-up, not on the first request, if the file is broken

  return usePersistedOperations({
    allowArbitraryOperations: !opts.production,
    extractPersistedOperationId: (params) => persistedIdOf(params),
    getPersistedOperation: (id) => store()[id] ?? null,
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
