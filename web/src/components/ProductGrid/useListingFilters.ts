import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_PARAMS, listingVariablesFromSearch, PARAM, type Sort } from './filterParams.ts';

type MultiParam = typeof PARAM.size | typeof PARAM.color | typeof PARAM.brand;

/** Reads and writes the listing's sort and filters in the URL query (replacing the history entry). */
export function useListingFilters() {
  const [search, setSearch] = useSearchParams();
  const { sort, filter } = listingVariablesFromSearch(search);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearch],
  );

  const has = (param: MultiParam, value: string) => search.getAll(param).includes(value);

  return {
    sort,
    filter,
    activeCount:
      (filter?.sizes?.length ?? 0) +
      (filter?.colors?.length ?? 0) +
      (filter?.brandIds?.length ?? 0) +
      (filter?.priceMin !== undefined || filter?.priceMax !== undefined ? 1 : 0) +
      (filter?.availableNow ? 1 : 0),
    has,
    setSort: (value: Sort) =>
      update((next) => (value === 'RECOMMENDED' ? next.delete(PARAM.sort) : next.set(PARAM.sort, value))),
    toggle: (param: MultiParam, value: string) =>
      update((next) => {
        const values = next.getAll(param);
        next.delete(param);
        const kept = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
        for (const v of kept) next.append(param, v);
      }),
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
    clearAll: () => update((next) => FILTER_PARAMS.forEach((param) => next.delete(param))),
  };
}

export type ListingFiltersApi = ReturnType<typeof useListingFilters>;
