/**
 * Yoga's caches of parsed documents and of their parse errors, by query text, bounded by bytes instead of yoga's
 * 1,024 entries each: in the development profile any text is accepted, and a parsed document holds its compiled
 * form too (graphql-jit keeps it by document, compiledExecution.ts), so 1,024 large ad-hoc documents could hold
 * hundreds of MB. A document's heap is estimated from its text: measured on the uncached listing's query (217
 * characters), its AST took ~22 KB and compiled ~35 KB, ~160 bytes a character; the web's 149 persisted operations
 * (115 KB of text, largest 4.3 KB) would take ~18 MB all at once, of which a shopper's pages use a few dozen.
 */
import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/** Heap per character of a document's text: its AST and its compiled form (measured, above). */
export const DOCUMENT_BYTES_PER_CHAR = 160;
/** The parsed (and compiled) documents kept at most, estimated: the persisted operations in use, and ad-hoc ones. */
export const DOCUMENT_CACHE_MAX_BYTES = 12 * 1024 * 1024;
/** Parse errors kept: an error holds its text and a message, ~the text's length twice. */
export const PARSE_ERROR_CACHE_MAX_BYTES = 1024 * 1024;
/** Yoga's own ttl: a document unused for an hour goes. */
const TTL_MS = 3_600_000;

/** An LRU by text (a document's), each value taking `perChar` bytes per character of its key, `maxBytes` in all. */
export function textKeyedCache<V extends NonNullable<unknown>>(maxBytes: number, perChar: number): LRUCache<string, V> {
  return new LRUCache<string, V>({
    maxSize: maxBytes,
    sizeCalculation: (_value, key) => Math.max(1, key.length * perChar),
    ttl: TTL_MS,
  });
}

/** Yoga's `parserAndValidationCache` option: its documents and errors, bounded by bytes (validation is by document). */
export function parserAndValidationCache(): {
  documentCache: LRUCache<string, DocumentNode>;
  errorCache: LRUCache<string, object>;
} {
  return {
    documentCache: textKeyedCache<DocumentNode>(DOCUMENT_CACHE_MAX_BYTES, DOCUMENT_BYTES_PER_CHAR),
    errorCache: textKeyedCache<object>(PARSE_ERROR_CACHE_MAX_BYTES, 2),
  };
}
