import { Suspense, useDeferredValue, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { KEYWORD_MAX } from '@tote/contract/search';
import type { SearchPanelQuery } from '../../../__generated__/SearchPanelQuery.graphql.ts';
import { closeDrawer } from '../../../platform/state/ui.ts';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { cleanQuery } from '../searchPath.ts';
import { useDebouncedValue } from '../useDebouncedValue.ts';
import { useSearchActions } from '../useSearchActions.ts';
import { useClearRecentSearches } from '../useClearRecentSearches.ts';
import { useCombobox } from './useCombobox.ts';
import { ListboxContext, SearchListbox } from './SearchListbox.tsx';
import { SearchStart } from './SearchStart.tsx';
import { SearchSuggestions } from './SearchSuggestions.tsx';
import './SearchDrawer.css';

/** Type-ahead asks once the typing pauses this long. */
const SUGGEST_DELAY_MS = 200;

interface Props {
  queryRef: PreloadedQuery<SearchPanelQuery>;
}

/**
 * The search drawer's content: a WAI-ARIA combobox. Before typing its list holds the recent searches
 * (removable, "Clear" for all), trending and hot keywords; while typing, the suggestions for the text
 * once typing pauses. The suggestions shown always belong to the newest text asked for: an older
 * answer arriving late only fills the store (the list renders the current prefix's query), and until
 * the new one arrives the previous list stays, marked busy.
 */
export function SearchPanel({ queryRef }: Props) {
  const data = usePreloadedQuery<SearchPanelQuery>(
    graphql`
      query SearchPanelQuery {
        searchDrawer {
          ...SearchStart_drawer
        }
      }
    `,
    queryRef,
  );
  const [text, setText] = useState('');
  const typed = cleanQuery(text);
  const debounced = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const prefix = useDeferredValue(typed === '' ? '' : debounced);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listboxId = useId();
  const hintId = useId();
  const { search } = useSearchActions();
  const removeRecent = useClearRecentSearches();
  const combobox = useCombobox({ onDismiss: () => closeDrawer('search'), onRemove: removeRecent });

  // Focus goes to the input once the drawer's dialog is open (its effect runs after this one).
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus());
    return () => clearTimeout(timer);
  }, []);

  const change = (value: string) => {
    setText(value);
    combobox.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  return (
    <div className="search-panel">
      <form role="search" className="search-panel__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search styles, brands and categories
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="search-panel__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combobox.open}
          aria-controls={listboxId}
          aria-activedescendant={combobox.activeId ?? undefined}
          aria-describedby={hintId}
          placeholder="Search styles, brands, categories"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={KEYWORD_MAX}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={combobox.onKeyDown}
          onClick={combobox.openList}
        />
        {text ? (
          <button
            type="button"
            className="icon-button search-panel__clear-text"
            aria-label="Clear the search text"
            onClick={() => {
              change('');
              inputRef.current?.focus();
            }}
          >
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="1.5" fill="none" />
            </svg>
          </button>
        ) : null}
        <button type="submit" className="button search-panel__submit">
          Search
        </button>
      </form>
      <p id={hintId} className="visually-hidden">
        Arrow keys move through the suggestions, Enter picks one, Delete removes a recent search.
      </p>
      <ListboxContext
        value={{
          listboxId,
          listboxRef: combobox.listboxRef,
          open: combobox.open,
          activeId: combobox.activeId,
          busy: typed !== '' && typed !== prefix,
        }}
      >
        <Suspense fallback={<Spinner label="Loading suggestions" />}>
          {typed === '' ? (
            <SearchStart drawer={data.searchDrawer} />
          ) : prefix === '' ? (
            <SearchListbox label="Search suggestions">{null}</SearchListbox>
          ) : (
            <SearchSuggestions prefix={prefix} />
          )}
        </Suspense>
      </ListboxContext>
    </div>
  );
}
