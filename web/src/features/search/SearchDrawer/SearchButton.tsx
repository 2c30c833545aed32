import { openSearchDrawer } from './openSearch.ts';

/** The header's search button (desktop and mobile): opens the search drawer. */
export function SearchButton() {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Open search"
      aria-haspopup="dialog"
      data-opens="search"
      onClick={(event) => openSearchDrawer(event.currentTarget)}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="1.5" fill="none" />
      </svg>
    </button>
  );
}
