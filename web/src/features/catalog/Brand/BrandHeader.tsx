import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BrandHeader_brand$key } from '../../../__generated__/BrandHeader_brand.graphql.ts';
import { FollowBrandButton } from '../FollowBrandButton/FollowBrandButton.tsx';
import './BrandHeader.css';
import { formatCount } from '../../../platform/format/counts.ts';

export function BrandHeader({ brand }: { brand: BrandHeader_brand$key }) {
  const data = useFragment(
    graphql`
      fragment BrandHeader_brand on Brand {
        name
        description
        productCount
        logo {
          url
          alt
        }
        ...FollowBrandButton_brand
      }
    `,
    brand,
  );
  return (
    <header className="brand-header">
      <nav aria-label="Breadcrumb" className="brand-header__crumbs">
        <Link to="/brands">Brands</Link>
      </nav>
      <div className="brand-header__body">
        <img
          className="brand-header__logo"
          src={data.logo.url}
          alt={data.logo.alt || `${data.name} logo`}
          width={200}
          height={100}
        />
        <div className="brand-header__text">
          <h1 className="brand-header__name">{data.name}</h1>
          {data.description ? <p className="brand-header__description">{data.description}</p> : null}
          <p className="brand-header__count">{formatCount(data.productCount)} styles</p>
        </div>
        <div className="brand-header__actions">
          <FollowBrandButton brand={data} />
        </div>
      </div>
    </header>
  );
}
