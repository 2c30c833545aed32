import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { HomeCategoryTiles_tiles$key } from '../../__generated__/HomeCategoryTiles_tiles.graphql.ts';

export function HomeCategoryTiles({ tiles }: { tiles: HomeCategoryTiles_tiles$key }) {
  const data = useFragment(
    graphql`
      fragment HomeCategoryTiles_tiles on HomeCategoryTiles {
        title
        tiles {
          title
          url
          image {
            url
            alt
          }
        }
      }
    `,
    tiles,
  );
  return (
    <section className="page section renders-near-view">
      <div className="section__head">
        <h2 className="section__title">{data.title}</h2>
      </div>
      <ul className="home-tiles">
        {data.tiles.map((tile) => (
          <li key={tile.url}>
            <Link to={tile.url} className="home-tiles__tile">
              <img src={tile.image.url} alt={tile.image.alt} width={1200} height={480} loading="lazy" />
              <span className="home-tiles__title">{tile.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
