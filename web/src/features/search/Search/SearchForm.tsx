import { useId, useState } from 'react';
import { KEYWORD_MAX } from '@tote/contract/search';
import { useSearchActions } from '../useSearchActions.ts';

/** The screen's own search box (a new query, or the first one on /search without q). */
export function SearchForm({ query }: { query: string }) {
  const [text, setText] = useState(query);
  const inputId = useId();
  const { search } = useSearchActions();

  return (
    <form
      role="search"
      className="search-screen__form"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search styles, brands and categories
      </label>
      <input
        id={inputId}
        type="search"
        className="search-screen__input"
        placeholder="Search styles, brands, categories"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={KEYWORD_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
