import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_PARAMS, filterFromSearch, PARAM, sortFromSearch, type SortConfig } from './filterParams.ts';

type MultiParam =
  typeof PARAM.size | typeof PARAM.color | typeof PARAM.brand | typeof PARAM.category | typeof PARAM.mySize;

function toggleValue(next: URLSearchParams, param: MultiParam, value: string): void {
  const values = next.getAll(param);
  next.delete(param);
  const kept = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  for (const v of kept) next.append(param, v);
}

/**
 * Changes the URL query in place (replacing the history entry, keeping the scroll). The screen shows the query it
 * has data for: until a change's list arrives, `current` is a query before it, so a change made meanwhile (two
 * sizes picked in a row) starts from the last one asked for, not from `current` (which would drop it).
 */
function useUpdateSearch() {
  const [search, setSearch] = useSearchParams();
  /** The queries this hook went through since the screen last caught up, and the last it asked for. */
  const asked = useRef<{ passed: Set<string>; last: URLSearchParams } | null>(null);
  useEffect(() => {
    // Caught up with the last change, or moved elsewhere: changes start from what the screen shows again.
    if (asked.current && !asked.current.passed.has(search.toString())) asked.current = null;
  }, [search]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setSearch(
        (current) => {
          const shown = current.toString();
          const behind = asked.current?.passed.has(shown) ? asked.current : null;
          const next = new URLSearchParams(behind?.last ?? current);
          change(next);
          const passed = behind ? behind.passed.add(behind.last.toString()) : new Set<string>();
          asked.current = { passed: passed.add(shown), last: next };
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearch],
  );
  return [search, update] as const;
}

/** Reads and writes the listing's filters in the URL query. */
export function useListingFilters() {
  const [search, update] = useUpdateSearch();
  const filter = filterFromSearch(search);

  const has = (param: MultiParam, value: string) => search.getAll(param).includes(value);

  return {
    filter,
    activeCount:
      (filter?.sizes?.length ?? 0) +
      (filter?.colors?.length ?? 0) +
      (filter?.brandIds?.length ?? 0) +
      (filter?.categoryCodes?.length ?? 0) +
      (filter?.priceMin !== undefined || filter?.priceMax !== undefined ? 1 : 0) +
      (filter?.availableNow ? 1 : 0) +
      (filter?.inMySize ? 1 : 0),
    has,
    toggle: (param: MultiParam, value: string) => update((next) => toggleValue(next, param, value)),
    /** Removes every value of a filter at once (several toggles in one event would each start from the same URL). */
    clear: (param: MultiParam) => update((next) => next.delete(param)),
    setPrice: (min: string, max: string) =>
      update((next) => {
        for (const [param, value] of [
          [PARAM.priceMin, min],
          [PARAM.priceMax, max],
        ] as const) {
          if (value.trim() === '') next.delete(param);
          else next.set(param, value.trim());
        }
      }),
    setAvailableNow: (on: boolean) =>
      update((next) => (on ? next.set(PARAM.available, '1') : next.delete(PARAM.available))),
    setInMySize: (on: boolean) => update((next) => (on ? next.set(PARAM.mine, '1') : next.delete(PARAM.mine))),
    /** Picks or drops one of a shopper's own sizes (when none are saved) and turns "in my size" on. */
    pickMySize: (size: string) =>
      update((next) => {
        toggleValue(next, PARAM.mySize, size);
        next.set(PARAM.mine, '1');
      }),
    clearAll: () => update((next) => FILTER_PARAMS.forEach((param) => next.delete(param))),
  };
}

export type ListingFiltersApi = ReturnType<typeof useListingFilters>;

/** Reads and writes the screen's sort in the URL query (the default is left out). */
export function useUrlSort<S extends string>(config: SortConfig<S>) {
  const [search, update] = useUpdateSearch();
  return {
    sort: sortFromSearch(search, config),
    setSort: (value: S) =>
      update((next) => (value === config.fallback ? next.delete(PARAM.sort) : next.set(PARAM.sort, value))),
  };
}
