import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { HomeProductRow_row$key } from '../../__generated__/HomeProductRow_row.graphql.ts';
import { ProductRow } from '../../components/ProductRow/ProductRow.tsx';

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
  if (data.products.length === 0) return null;
  return (
    <section className="page section">
      <div className="section__head">
        <h2 className="section__title">{data.title}</h2>
        {data.link ? (
          <Link to={data.link} className="text-link">
            See all<span className="visually-hidden"> {data.title}</span>
          </Link>
        ) : null}
      </div>
      <ProductRow products={data.products} label={data.title} />
    </section>
  );
}
