import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { HomeBrandRow_row$key } from '../../__generated__/HomeBrandRow_row.graphql.ts';

export function HomeBrandRow({ row }: { row: HomeBrandRow_row$key }) {
  const data = useFragment(
    graphql`
      fragment HomeBrandRow_row on HomeBrandRow {
        title
        brands {
          id
          name
          url
          logo {
            url
            alt
          }
        }
      }
    `,
    row,
  );
  return (
    <section className="page section renders-near-view">
      <div className="section__head">
        <h2 className="section__title">{data.title}</h2>
        <Link to="/brands" className="text-link">
          All brands
        </Link>
      </div>
      <ul className="home-brands">
        {data.brands.map((brand) => (
          <li key={brand.id}>
            <Link to={brand.url} className="home-brands__brand">
              <img src={brand.logo.url} alt={brand.logo.alt || brand.name} width={240} height={120} loading="lazy" />
              <span className="home-brands__name">{brand.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
