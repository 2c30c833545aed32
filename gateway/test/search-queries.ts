/** The search screens' operations, as the web asks them. */
import { FACET_FIELDS, PRODUCT_CARD } from './queries.js';

export const SEARCH_QUERY = /* GraphQL */ `
  query Search($query: String!, $first: Int, $after: String, $sort: SearchSort, $filter: ProductFilterInput) {
    search(query: $query, first: $first, after: $after, sort: $sort, filter: $filter) {
      query
      totalCount
      highlightTerms
      didYouMean
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          ...Card
        }
      }
    }
  }
  ${PRODUCT_CARD}
`;

export const SEARCH_FACETS_QUERY = /* GraphQL */ `
  query SearchFacets($query: String!) {
    search(query: $query, first: 1) {
      totalCount
      facets {
        ...FacetFields
      }
    }
  }
  ${FACET_FIELDS}
`;

export const SUGGESTIONS_QUERY = /* GraphQL */ `
  query Suggestions($prefix: String!) {
    searchSuggestions(prefix: $prefix) {
      prefix
      didYouMean
      terms {
        keyword
        kind
      }
      brands {
        id
        brandId
        name
        url
      }
      categories {
        id
        code
        name
        url
      }
      products {
        id
        productId
        title
        url
      }
    }
  }
`;

const DRAWER_FIELDS = /* GraphQL */ `
  recent
  trending {
    keyword
    count
  }
  hotKeywords
`;

export const DRAWER_QUERY = /* GraphQL */ `query SearchDrawer { searchDrawer { ${DRAWER_FIELDS} } }`;

const PAYLOAD = /* GraphQL */ `
  recent
  searchDrawer { ${DRAWER_FIELDS} }
  userErrors {
    code
    field
    message
  }
`;

export const RECORD_SEARCH = /* GraphQL */ `
  mutation RecordSearch($input: RecordSearchInput!) { recordSearch(input: $input) { ${PAYLOAD} } }
`;
export const MERGE_RECENT = /* GraphQL */ `
  mutation MergeRecent($input: MergeRecentSearchesInput!) { mergeRecentSearches(input: $input) { ${PAYLOAD} } }
`;
export const CLEAR_RECENT = /* GraphQL */ `
  mutation ClearRecent($input: ClearRecentSearchesInput) { clearRecentSearches(input: $input) { ${PAYLOAD} } }
`;
