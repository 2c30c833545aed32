/**
 * Batch reads (contract/src/catalog.ts `BatchResponse`): many ids in one call, each answered with the
 * envelope its single read would give, so one unknown id never fails the others.
 */
import type { BatchEntry } from '@tote/contract/catalog';
import type { ErrorCode } from '@tote/contract/codes';
import { ApiError } from '../../platform/http/errors.js';
import { failure, ok } from '../../platform/http/respond.js';

/**
 * One entry per id: `build`'s value, or the ApiError it throws as that id's failure. Anything else
 * thrown is a fault of the whole call.
 */
export async function entries<T>(ids: readonly number[], build: (id: number) => T | Promise<T>) {
  return Promise.all(
    ids.map(async (id): Promise<BatchEntry<T>> => {
      try {
        return { id, ...ok(await build(id)) };
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        return { id, ...failure(e.code, e.message, e.action) };
      }
    }),
  );
}

/** A single read answered from a batch of one: its data, or its failure thrown again. */
export function only<T>([entry]: readonly BatchEntry<T>[]): T {
  if (!entry) throw new Error('a batch of one answered nothing');
  if (entry.code !== 0 || entry.data === null)
    throw new ApiError(entry.code as ErrorCode, entry.message.content, entry.message.action);
  return entry.data;
}
