import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ListingScreen_listing$key } from '../../../__generated__/ListingScreen_listing.graphql.ts';
import { ProductGrid } from '../ProductGrid/ProductGrid.tsx';
import './ListingScreen.css';

interface Props {
  listing: ListingScreen_listing$key;
  /** Replaces the listing's own header (the brand page shows the brand). */
  header?: ReactNode;
  /** Shown between the header and the grid (the occasion tiles). */
  children?: ReactNode;
}

/** Category, collection, occasion, brand and new-arrivals pages: a header and the product grid. */
export function ListingScreen({ listing, header, children }: Props) {
  const data = useFragment(
    graphql`
      fragment ListingScreen_listing on ProductListing
      @argumentDefinitions(
        sort: { type: "ProductSort", defaultValue: RECOMMENDED }
        filter: { type: "ProductFilterInput" }
      ) {
        header {
          title
          subtitle
          description
          banner {
            url
            alt
          }
          breadcrumb {
            title
            url
          }
        }
        ...ProductGrid_listing @arguments(sort: $sort, filter: $filter)
      }
    `,
    listing,
  );
  const { title, subtitle, description, breadcrumb, banner } = data.header;

  return (
    <div className="page listing">
      {header ?? (
        <header className={`listing__header${banner ? ' listing__header--banner' : ''}`}>
          <div className="listing__intro">
            {breadcrumb.length > 0 ? (
              <nav aria-label="Breadcrumb">
                <ol className="listing__breadcrumb">
                  {breadcrumb.map((link) => (
                    <li key={link.url}>
                      <Link to={link.url}>{link.title}</Link>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <h1 className="listing__title">{title}</h1>
            {subtitle ? <p className="listing__subtitle">{subtitle}</p> : null}
            {description ? <p className="listing__description">{description}</p> : null}
          </div>
          {banner ? (
            <img className="listing__banner" src={banner.url} alt={banner.alt} width={1200} height={480} />
          ) : null}
        </header>
      )}
      {children}
      <ProductGrid listing={data} />
    </div>
  );
}
