import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FiltersPanel_facets$key } from '../../../__generated__/FiltersPanel_facets.graphql.ts';
import type { MySizeFilter_facet$key } from '../../../__generated__/MySizeFilter_facet.graphql.ts';
import { MySizeFilter } from './MySizeFilter.tsx';
import type { ListingFiltersApi } from './useListingFilters.ts';
import { FacetOptionGroup } from './FacetOptionGroup.tsx';
import { numericInputProps } from '../../../ui/FormField/numericInput.ts';
import './FiltersPanel.css';

interface Props {
  facets: FiltersPanel_facets$key;
  /** "In my size, available now" as the viewer sees it. */
  mySize?: MySizeFilter_facet$key | null | undefined;
  filters: ListingFiltersApi;
  /** Search results span categories: offer them as a filter too. */
  withCategories?: boolean;
}

/** "In my size", sizes, colors, brands, price and "available now" from the listing's facets; state in the URL. */
export function FiltersPanel({ facets, mySize, filters, withCategories = false }: Props) {
  const data = useFragment(
    graphql`
      fragment FiltersPanel_facets on ProductFacets {
        sizes {
          value
          label
          count
        }
        colors {
          value
          hex
          count
        }
        brands {
          brandId
          name
          count
        }
        categories {
          value
          label
          count
        }
        priceRange {
          min
          max
        }
      }
    `,
    facets,
  );
  const [min, setMin] = useState(filters.filter?.priceMin?.toString() ?? '');
  const [max, setMax] = useState(filters.filter?.priceMax?.toString() ?? '');

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    filters.setPrice(min, max);
  };

  return (
    <div className="filters">
      {mySize ? <MySizeFilter mySize={mySize} filters={filters} /> : null}
      <label className="filters__toggle">
        <input
          type="checkbox"
          checked={filters.filter?.availableNow ?? false}
          onChange={(event) => filters.setAvailableNow(event.target.checked)}
        />
        Available now
      </label>

      {data.sizes.length > 0 ? (
        <fieldset className="filters__group">
          <legend className="filters__legend">Size</legend>
          <div className="filters__chips">
            {data.sizes.map((size) => (
              <label key={size.value} className="filters__chip">
                <input
                  type="checkbox"
                  checked={filters.has('size', size.value)}
                  onChange={() => filters.toggle('size', size.value)}
                />
                <span>{size.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {data.colors.length > 0 ? (
        <fieldset className="filters__group">
          <legend className="filters__legend">Color</legend>
          <div className="filters__colors">
            {data.colors.map((color) => (
              <label key={color.value} className="filters__color">
                <input
                  type="checkbox"
                  checked={filters.has('color', color.value)}
                  onChange={() => filters.toggle('color', color.value)}
                />
                <span className="filters__swatch" style={{ backgroundColor: color.hex }} aria-hidden="true" />
                <span className="filters__color-name">{color.value}</span>
                <span className="filters__count">{color.count}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <FacetOptionGroup
        legend="Brand"
        noun="brands"
        options={data.brands.map((brand) => ({ value: String(brand.brandId), label: brand.name, count: brand.count }))}
        checked={(value) => filters.has('brand', value)}
        onToggle={(value) => filters.toggle('brand', value)}
      />

      {withCategories ? (
        <FacetOptionGroup
          legend="Category"
          noun="categories"
          options={data.categories}
          checked={(value) => filters.has('category', value)}
          onToggle={(value) => filters.toggle('category', value)}
        />
      ) : null}

      <form className="filters__group" onSubmit={applyPrice}>
        <fieldset className="filters__fieldset">
          <legend className="filters__legend">Purchase price (USD)</legend>
          <div className="filters__price">
            <label>
              <span className="visually-hidden">Minimum price</span>
              <input
                {...numericInputProps(setMin)}
                placeholder={`Min ${Math.floor(data.priceRange.min)}`}
                value={min}
              />
            </label>
            <span aria-hidden="true">–</span>
            <label>
              <span className="visually-hidden">Maximum price</span>
              <input {...numericInputProps(setMax)} placeholder={`Max ${Math.ceil(data.priceRange.max)}`} value={max} />
            </label>
            <button type="submit" className="button button--ghost filters__apply">
              Apply
            </button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
