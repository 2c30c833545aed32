/**
 * Loaders on the /v1 batch reads (contract/src/catalog.ts `BatchResponse`): keys are ids, and every id a
 * request asks for in one tick — the cards of a list, the lines of an order — shares one call (GET
 * `?{param}=1,2,3`). Each id answers as the single read would: its data, or an UpstreamError of its code
 * (so `nullIfNotFound` and friends work unchanged). Cached for the request, like every read.
 */
import DataLoader from 'dataloader';
import type { BatchEntry, BatchResponse } from '@tote/contract/catalog';
import { UpstreamError } from '../errors.js';
import type { UpstreamClient } from '../upstream/client.js';

/** Most ids the api takes per batch call; more are split over several calls. */
export const MAX_BATCH_IDS = 100;

export interface BatchEndpoint<T> {
  path: string;
  /** The name of the ids parameter: `shopProductIds`, `brandIds`. */
  param: string;
  /** Phantom: carries the data type of one id. */
  readonly _type?: T;
}

export const batch = <T>(path: string, param: string): BatchEndpoint<T> => ({ path, param });

export type BatchLoadersFor<M> = {
  [K in keyof M]: M[K] extends BatchEndpoint<infer T> ? DataLoader<number, T> : never;
};

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

function answerOf<T>(e: BatchEntry<T> | undefined, path: string, id: number): T | Error {
  if (!e) return new Error(`${path} did not answer id ${id}`);
  if (e.code !== 0 || e.data === null) return new UpstreamError(e.code, e.message.action, e.message.content, path);
  return e.data;
}

function batchLoader<T>(client: UpstreamClient, { path, param }: BatchEndpoint<T>): DataLoader<number, T> {
  return new DataLoader<number, T>(
    async (ids) => {
      try {
        const { list } = await client.call<BatchResponse<T>>(path, { [param]: ids });
        const byId = new Map(list.map((e) => [e.id, e]));
        return ids.map((id) => answerOf(byId.get(id), path, id));
      } catch (e) {
        return ids.map(() => asError(e)); // the call failed: every id of it fails alike
      }
    },
    { maxBatchSize: MAX_BATCH_IDS },
  );
}

/** One loader maker per batch endpoint of `endpoints`, for `lazyLoaders` (define.ts). */
export function batchLoaderMakers<M extends Record<string, BatchEndpoint<unknown>>>(
  endpoints: M,
): { [K in keyof M]: (client: UpstreamClient) => BatchLoadersFor<M>[K] } {
  const out: Record<string, unknown> = {};
  for (const [name, e] of Object.entries(endpoints)) out[name] = (client: UpstreamClient) => batchLoader(client, e);
  return out as never;
}
