import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { HomeHero_hero$key } from '../../__generated__/HomeHero_hero.graphql.ts';
import './Home.css';

export function HomeHero({ hero }: { hero: HomeHero_hero$key }) {
  const data = useFragment(
    graphql`
      fragment HomeHero_hero on HomeHero {
        title
        subtitle
        image {
          url
          alt
        }
        cta {
          title
          url
        }
      }
    `,
    hero,
  );
  return (
    <section className="home-hero">
      <div className="home-hero__media">
        <img
          className="home-hero__image"
          src={data.image.url}
          alt={data.image.alt}
          width={1200}
          height={480}
          fetchPriority="high"
        />
      </div>
      <div className="home-hero__content">
        <h2 className="home-hero__title">{data.title}</h2>
        {data.subtitle ? <p className="home-hero__subtitle">{data.subtitle}</p> : null}
        <Link to={data.cta.url} className="button home-hero__cta">
          {data.cta.title}
        </Link>
      </div>
    </section>
  );
}
