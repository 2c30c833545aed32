import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { FollowedBrandTile_brand$key } from '../../__generated__/FollowedBrandTile_brand.graphql.ts';
import { useFollowBrand } from '../catalog/index.ts';
import { formatCount } from '../../platform/format/counts.ts';

/** A followed brand: logo and name linking to its page, and Unfollow. */
export function FollowedBrandTile({ brand }: { brand: FollowedBrandTile_brand$key }) {
  const data = useFragment(
    graphql`
      fragment FollowedBrandTile_brand on Brand {
        id
        name
        url
        productCount
        logo {
          url
          alt
        }
      }
    `,
    brand,
  );
  const follow = useFollowBrand();
  const [busy, setBusy] = useState(false);

  const unfollow = async () => {
    setBusy(true);
    await follow(data.id, false);
    // Unfollowed, the tile has left the list; still here means it failed: the button comes back.
    setBusy(false);
  };

  return (
    <article className="followed-brand">
      <Link to={data.url} className="followed-brand__link">
        <img
          className="followed-brand__logo"
          src={data.logo.url}
          alt={data.logo.alt || `${data.name} logo`}
          width={240}
          height={120}
          loading="lazy"
        />
        <span className="followed-brand__name">{data.name}</span>
        <span className="followed-brand__count">{formatCount(data.productCount)} styles</span>
      </Link>
      <button
        type="button"
        className="followed-brand__unfollow"
        aria-label={`Unfollow ${data.name}`}
        disabled={busy}
        onClick={() => void unfollow()}
      >
        Unfollow
      </button>
    </article>
  );
}
