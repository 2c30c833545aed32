import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BrandGrid_query$key } from '../../../__generated__/BrandGrid_query.graphql.ts';
import type { BrandGridPaginationQuery } from '../../../__generated__/BrandGridPaginationQuery.graphql.ts';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';

/** Brand logos, 24 at a time. */
export function BrandGrid({ query }: { query: BrandGrid_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    BrandGridPaginationQuery,
    BrandGrid_query$key
  >(
    graphql`
      fragment BrandGrid_query on Query
      @refetchable(queryName: "BrandGridPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        brands(first: $count, after: $cursor) @connection(key: "BrandGrid_brands") {
          totalCount
          edges {
            node {
              id
              name
              url
              productCount
              logo {
                url
                alt
              }
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <section className="section brands__featured" aria-labelledby="brand-grid-title">
      <div className="section__head">
        <h2 id="brand-grid-title" className="section__title">
          All designers
        </h2>
        <p className="brands__count">{data.brands.totalCount} brands</p>
      </div>
      <ul className="brand-grid">
        {data.brands.edges.map(({ node }) => (
          <li key={node.id}>
            <Link to={node.url} className="brand-grid__card">
              <img
                src={node.logo.url}
                alt={node.logo.alt || `${node.name} logo`}
                width={240}
                height={120}
                loading="lazy"
              />
              <span className="brand-grid__name">{node.name}</span>
              <span className="brand-grid__count">{node.productCount} styles</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="brands__more">
        {isLoadingNext ? <Spinner label="Loading more brands" /> : null}
        {hasNext && !isLoadingNext ? (
          <button type="button" className="button button--ghost" onClick={() => loadNext(24)}>
            Load more brands
          </button>
        ) : null}
      </div>
    </section>
  );
}
