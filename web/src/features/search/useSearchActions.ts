import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { closeDrawer } from '../../platform/state/ui.ts';
import { cleanQuery, searchPath } from './searchPath.ts';
import { useRecordSearch } from './useRecordSearch.ts';

/**
 * What a search control does: `search` records the keyword and opens its results; `go` opens a
 * suggested brand, category or product. Both close the search drawer at once (a new query on
 * /search is no route change, and the next screen may take a moment to load).
 */
export function useSearchActions() {
  const navigate = useNavigate();
  const record = useRecordSearch();
  return useMemo(() => {
    const go = (to: string) => {
      closeDrawer('search');
      void navigate(to);
    };
    const search = (raw: string) => {
      const query = cleanQuery(raw);
      if (!query) return;
      record(query);
      go(searchPath(query));
    };
    return { go, search };
  }, [navigate, record]);
}
