/**
 * What a kept answer costs in memory, for the caches bounded by bytes (lru-cache `maxSize`): the length of its JSON
 * times what V8's heap takes per byte of it. Measured on the api's product list page (47,807 bytes of JSON, 30
 * products): parsed and frozen it holds ~73.5 KB of heap, 1.54 per byte (keys are shared strings; one-byte text
 * is stored as it is). Counted as 1.5, plus a fixed cost per entry (the LRU's slot, the entry object, its key).
 */
import { jsonLengthOf } from '../upstream/jsonLength.js';

export const HEAP_BYTES_PER_JSON_BYTE = 1.5;
export const ENTRY_OVERHEAD_BYTES = 256;

/** The heap an answer takes, estimated from its JSON: known from the api's text, else serialized once. */
export function heapBytesOf(value: unknown): number {
  const length = jsonLengthOf(value) ?? JSON.stringify(value)?.length ?? 0;
  return Math.ceil(length * HEAP_BYTES_PER_JSON_BYTE) + ENTRY_OVERHEAD_BYTES;
}
