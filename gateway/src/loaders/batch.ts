/**
 * Loaders on the /v1 batch reads (contract/src/catalog.ts `BatchResponse`): keys are ids, and every id a
 * request asks for in one tick — the cards of a list, the lines of an order — shares one call (GET
 * `?{param}=1,2,3`). Each id answers as the single read would: its data, or an UpstreamError of its code
 * (so `nullIfNotFound` and friends work unchanged). Cached for the request, like every read; a `sharedBatch` is
 * kept per id across requests too.
 */
import DataLoader from 'dataloader';
import type { BatchEntry, BatchResponse } from '@tote/contract/catalog';
import { MAX_BATCH_IDS } from '@tote/contract/params';
import type { AnyEndpoint, Endpoint, EndpointKind } from '@tote/contract/v1/endpoint';
import type { z } from 'zod';
import { NetworkError, UpstreamError } from '../errors.js';
import type { SharedReads } from '../cache/sharedReads.js';
import type { UpstreamClient } from '../upstream/client.js';

/** A batch entry of the route table: its data is a BatchResponse of T. */
type BatchEntryOf<T> = Endpoint<z.ZodType, BatchResponse<T>, EndpointKind>;

export interface BatchEndpoint<T> {
  entry: AnyEndpoint;
  /** The name of the ids parameter: `shopProductIds`, `brandIds`. */
  param: string;
  /** Each id's answer is the same whoever asks: sent without the session token, kept across requests per id. */
  shared?: boolean;
  /** Phantom: carries the data type of one id. */
  readonly _type?: T;
}

/** The ids go in `param` (`shopProductIds`, `brandIds`); the api takes MAX_BATCH_IDS per call, more are split. */
export const batch = <T>(entry: BatchEntryOf<T>, param: string): BatchEndpoint<T> => ({ entry, param });

/**
 * A batch read the api answers alike for everyone (it reads no session): each id's answer is kept in the shared
 * reads (cache/sharedReads.ts, dropped when its product changes), and a call asks only for the ids not kept.
 */
export const sharedBatch = <T>(
  entry: BatchEntryOf<T> & { access: 'public' | 'viewer' },
  param: string,
): BatchEndpoint<T> => ({
  entry,
  param,
  shared: true,
});

export type BatchLoadersFor<M> = {
  [K in keyof M]: M[K] extends BatchEndpoint<infer T> ? DataLoader<number, T> : never;
};

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

function answerOf<T>(e: BatchEntry<T> | undefined, path: string, id: number): T | Error {
  if (!e) return new Error(`${path} did not answer id ${id}`);
  if (e.code !== 0 || e.data === null) return new UpstreamError(e.code, e.message.action, e.message.content, path);
  return e.data;
}

function batchLoader<T>(
  client: UpstreamClient,
  { entry, param, shared: isShared }: BatchEndpoint<T>,
  shared: SharedReads | null,
): DataLoader<number, T> {
  const path = entry.path;
  const call = async (ids: readonly number[]): Promise<(T | Error)[]> => {
    try {
      const { list } = (await client.request(entry, { [param]: ids }, { anonymous: isShared })) as BatchResponse<T>;
      const byId = new Map(list.map((e) => [e.id, e]));
      return ids.map((id) => answerOf(byId.get(id), path, id));
    } catch (e) {
      return ids.map(() => asError(e)); // the call failed: every id of it fails alike
    }
  };
  const keyOf = (id: number) => `GET ${path} ${id}`;
  const load =
    isShared && shared
      ? async (ids: readonly number[]): Promise<(T | Error)[]> => {
          const answers = ids.map((id) => shared.kept(keyOf(id)) as T | undefined);
          const missing = ids.filter((_, i) => answers[i] === undefined);
          if (!missing.length) return answers as T[];
          const start = shared.begin();
          const fetched = await call(missing);
          missing.forEach((id, i) => {
            const answer = fetched[i];
            if (!(answer instanceof Error))
              shared.keep(keyOf(id), start, answer, param === 'shopProductIds' ? [id] : []);
            // The api could not be reached: the answer kept before, if young enough (stale-if-error).
            else if (answer instanceof NetworkError) {
              const kept = shared.stale(keyOf(id));
              if (kept) {
                fetched[i] = kept.data as T;
                client.servedStale(kept.ageMs);
              }
            }
          });
          let next = 0;
          return answers.map((answer) => answer ?? fetched[next++]!);
        }
      : call;
  return new DataLoader<number, T>(load, { maxBatchSize: MAX_BATCH_IDS });
}

/** One loader maker per batch endpoint of `endpoints`, for `lazyLoaders` (define.ts). */
export function batchLoaderMakers<M extends Record<string, BatchEndpoint<unknown>>>(
  endpoints: M,
): { [K in keyof M]: (client: UpstreamClient, shared: SharedReads | null) => BatchLoadersFor<M>[K] } {
  const out: Record<string, unknown> = {};
  for (const [name, e] of Object.entries(endpoints))
    out[name] = (client: UpstreamClient, shared: SharedReads | null) => batchLoader(client, e, shared);
  return out as never;
}
