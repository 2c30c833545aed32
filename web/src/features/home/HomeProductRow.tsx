import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { HomeProductRow_row$key } from '../../__generated__/HomeProductRow_row.graphql.ts';
import { ProductRowSection } from '../catalog/index.ts';

export function HomeProductRow({ row }: { row: HomeProductRow_row$key }) {
  const data = useFragment(
    graphql`
      fragment HomeProductRow_row on HomeProductRow {
        title
        link
        products {
          ...ProductRow_products
        }
      }
    `,
    row,
  );
  return (
    <ProductRowSection
      className="page renders-near-view"
      title={data.title}
      products={data.products}
      action={
        data.link ? (
          <Link to={data.link} className="text-link">
            See all<span className="visually-hidden"> {data.title}</span>
          </Link>
        ) : null
      }
    />
  );
}
