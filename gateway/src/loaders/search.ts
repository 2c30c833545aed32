import { searchV1 } from '@tote/contract/v1/search';
import { read, sharedRead, write } from './define.js';

export const searchEndpoints = {
  /** A nested `filter`, like the product lists: sent as a POST body (still a read, shared across requests). */
  searchProducts: sharedRead(searchV1.aiSearchProducts),
  searchFacets: sharedRead(searchV1.aiSearchProductsFilter),
  searchSuggestions: sharedRead(searchV1.aiSearchSuggestions),
  searchBefore: read(searchV1.aiSearchSearchBefore),
  recordSearch: write(searchV1.aiSearchRecordSearch),
  clearRecentSearch: write(searchV1.aiSearchClearRecentSearch),
};
