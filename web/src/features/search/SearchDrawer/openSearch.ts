import { openDrawer } from '../../../platform/state/ui.ts';

/** The header's search button (SearchButton.tsx), where focus goes when the control that opened the drawer is gone. */
export const SEARCH_BUTTON = '[data-opens="search"]';

/** The control that opened the search drawer: focus goes back to it when the drawer closes. */
let opener: HTMLElement | null = null;

export function openSearchDrawer(from: HTMLElement | null): void {
  opener = from;
  openDrawer('search');
}

/** The opener, once (the drawer closed). */
export function takeSearchOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  return element;
}
