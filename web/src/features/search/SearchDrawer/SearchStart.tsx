import { useId, type MouseEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SearchStart_drawer$key } from '../../../__generated__/SearchStart_drawer.graphql.ts';
import { useIsLogin } from '../../../platform/session/sessionStore.ts';
import { useLocalRecentSearches } from '../localRecentSearches.ts';
import { useClearRecentSearches } from '../useClearRecentSearches.ts';
import { useSearchActions } from '../useSearchActions.ts';
import { SearchListbox, SearchOption, SearchOptionGroup, useListboxOpen } from './SearchListbox.tsx';

interface Props {
  drawer: SearchStart_drawer$key;
}

const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * Before typing: the recent searches (a guest's from this browser, a signed-in shopper's from the
 * account), each removable and all at once with "Clear"; then trending and hot keywords as chips.
 */
export function SearchStart({ drawer }: Props) {
  const data = useFragment(
    graphql`
      fragment SearchStart_drawer on SearchDrawer {
        recent
        trending {
          keyword
        }
        hotKeywords
      }
    `,
    drawer,
  );
  const signedIn = useIsLogin();
  const local = useLocalRecentSearches();
  const recent = signedIn ? data.recent : local;
  const open = useListboxOpen();
  const recentLabelId = useId();
  const clear = useClearRecentSearches();
  const { search } = useSearchActions();

  return (
    <>
      {recent.length > 0 && open ? (
        <div className="search-panel__recent-head">
          <h3 id={recentLabelId} className="search-panel__heading">
            Recent searches
          </h3>
          <button
            type="button"
            className="search-panel__clear-all"
            aria-label="Clear recent searches"
            onClick={() => clear()}
          >
            Clear
          </button>
        </div>
      ) : null}
      <SearchListbox label="Search suggestions">
        {recent.length > 0 ? (
          <SearchOptionGroup labelId={recentLabelId}>
            {recent.map((keyword, index) => (
              <div key={keyword} role="presentation" className="search-panel__recent-row">
                <SearchOption optionKey={`recent-${index}`} removeValue={keyword} onSelect={() => search(keyword)}>
                  {keyword}
                </SearchOption>
                {/* The keyboard removes the active one with Delete; this is the pointer's way. */}
                <button
                  type="button"
                  tabIndex={-1}
                  className="icon-button search-panel__remove"
                  aria-label={`Remove “${keyword}” from recent searches`}
                  onMouseDown={keepFocus}
                  onClick={() => clear(keyword)}
                >
                  <svg width="14" height="14" viewBox="0 0 20 20" aria-hidden="true">
                    <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="1.5" fill="none" />
                  </svg>
                </button>
              </div>
            ))}
          </SearchOptionGroup>
        ) : null}
        {data.trending.length > 0 ? (
          <SearchOptionGroup label="Trending" inline>
            {data.trending.map(({ keyword }, index) => (
              <SearchOption
                key={keyword}
                optionKey={`trending-${index}`}
                className="search-panel__chip"
                onSelect={() => search(keyword)}
              >
                {keyword}
              </SearchOption>
            ))}
          </SearchOptionGroup>
        ) : null}
        {data.hotKeywords.length > 0 ? (
          <SearchOptionGroup label="Popular searches" inline>
            {data.hotKeywords.map((keyword, index) => (
              <SearchOption
                key={keyword}
                optionKey={`hot-${index}`}
                className="search-panel__chip"
                onSelect={() => search(keyword)}
              >
                {keyword}
              </SearchOption>
            ))}
          </SearchOptionGroup>
        ) : null}
      </SearchListbox>
    </>
  );
}
