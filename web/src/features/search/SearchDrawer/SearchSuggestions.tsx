import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SearchSuggestionsQuery } from '../../../__generated__/SearchSuggestionsQuery.graphql.ts';
import { HighlightedText } from '../../../ui/HighlightedText/HighlightedText.tsx';
import { useSearchActions } from '../useSearchActions.ts';
import { SearchListbox, SearchOption, SearchOptionGroup } from './SearchListbox.tsx';

interface Props {
  /** The text typed, once typing paused (cleaned, 1–100 characters). */
  prefix: string;
}

/**
 * While typing: "did you mean", keywords (the typed part emphasised; a pick searches it), brands,
 * categories and products (a pick opens its page).
 */
export function SearchSuggestions({ prefix }: Props) {
  const { searchSuggestions: suggestions } = useLazyLoadQuery<SearchSuggestionsQuery>(
    graphql`
      query SearchSuggestionsQuery($prefix: String!) {
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
          }
          categories {
            id
            code
            name
          }
          products {
            id
            title
            url
            brand {
              name
            }
            cover {
              url
            }
          }
        }
      }
    `,
    { prefix },
  );
  const { go, search } = useSearchActions();
  const { didYouMean, terms, brands, categories, products } = suggestions;
  const typedWords = suggestions.prefix.split(' ');
  const nothing = !didYouMean && terms.length + brands.length + categories.length + products.length === 0;

  return (
    <SearchListbox label="Search suggestions">
      {didYouMean ? (
        <SearchOption
          optionKey="did-you-mean"
          className="search-panel__did-you-mean"
          onSelect={() => search(didYouMean)}
        >
          Did you mean <strong>{didYouMean}</strong>?
        </SearchOption>
      ) : null}
      {terms.length > 0 ? (
        <SearchOptionGroup label="Searches">
          {terms.map((term, index) => (
            <SearchOption key={term.keyword} optionKey={`term-${index}`} onSelect={() => search(term.keyword)}>
              <span className="search-panel__term">
                <HighlightedText as="strong" text={term.keyword} terms={typedWords} />
              </span>
              {term.kind !== 'TERM' ? <span className="search-panel__kind">{term.kind.toLowerCase()}</span> : null}
            </SearchOption>
          ))}
        </SearchOptionGroup>
      ) : null}
      {brands.length > 0 ? (
        <SearchOptionGroup label="Brands">
          {brands.map((brand, index) => (
            <SearchOption key={brand.id} optionKey={`brand-${index}`} onSelect={() => go(`/brand/${brand.brandId}`)}>
              {brand.name}
            </SearchOption>
          ))}
        </SearchOptionGroup>
      ) : null}
      {categories.length > 0 ? (
        <SearchOptionGroup label="Categories">
          {categories.map((category, index) => (
            <SearchOption
              key={category.id}
              optionKey={`category-${index}`}
              onSelect={() => go(`/category/${category.code}`)}
            >
              {category.name}
            </SearchOption>
          ))}
        </SearchOptionGroup>
      ) : null}
      {products.length > 0 ? (
        <SearchOptionGroup label="Products">
          {products.map((product, index) => (
            <SearchOption
              key={product.id}
              optionKey={`product-${index}`}
              className="search-panel__product"
              onSelect={() => go(product.url)}
            >
              <img src={product.cover.url} alt="" width={48} height={64} loading="lazy" decoding="async" />
              <span>
                <span className="search-panel__product-brand">{product.brand.name}</span>
                <span className="search-panel__product-title">{product.title}</span>
              </span>
            </SearchOption>
          ))}
        </SearchOptionGroup>
      ) : null}
      {nothing ? (
        <p role="presentation" className="search-panel__empty">
          No suggestions. Press Enter to search for “{prefix}”.
        </p>
      ) : null}
    </SearchListbox>
  );
}
