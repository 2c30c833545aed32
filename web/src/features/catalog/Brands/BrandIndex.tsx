import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BrandIndex_query$key } from '../../../__generated__/BrandIndex_query.graphql.ts';

const anchor = (initial: string) => `brands-${initial === '#' ? 'other' : initial}`;

/** Every brand name by initial, with an A–Z jump bar. */
export function BrandIndex({ query }: { query: BrandIndex_query$key }) {
  const data = useFragment(
    graphql`
      fragment BrandIndex_query on Query {
        brandIndex {
          initial
          brands {
            id
            name
            url
          }
        }
      }
    `,
    query,
  );
  const groups = data.brandIndex.filter((group) => group.brands.length > 0);
  return (
    <section className="section" aria-labelledby="brand-index-title">
      <h2 id="brand-index-title" className="section__title brands__index-title">
        Brands A–Z
      </h2>
      <nav aria-label="Brands by letter" className="brand-index__letters">
        <ul>
          {groups.map((group) => (
            <li key={group.initial}>
              <a href={`#${anchor(group.initial)}`}>{group.initial}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="brand-index__groups">
        {groups.map((group) => (
          <section
            key={group.initial}
            id={anchor(group.initial)}
            className="brand-index__group"
            aria-label={`Brands starting with ${group.initial}`}
          >
            <h3 className="brand-index__initial">{group.initial}</h3>
            <ul className="brand-index__names">
              {group.brands.map((brand) => (
                <li key={brand.id}>
                  <Link to={brand.url}>{brand.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
