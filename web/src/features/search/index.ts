/** Finding products: the search drawer (type-ahead, recent and trending searches) and the results page. */
export { searchRoutes } from './routes.ts';
export { SearchButton } from './SearchDrawer/SearchButton.tsx';
export { SearchDrawer } from './SearchDrawer/SearchDrawer.tsx';
export { useMergeRecentSearches } from './useMergeRecentSearches.ts';
