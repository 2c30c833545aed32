import { graphql, useFragment } from 'react-relay';
import type { FollowBrandButton_brand$key } from '../../../__generated__/FollowBrandButton_brand.graphql.ts';
import { useFollowBrand } from './useFollowBrand.ts';
import './FollowBrandButton.css';

/** "Follow" / "Following" toggle of a brand page. */
export function FollowBrandButton({ brand }: { brand: FollowBrandButton_brand$key }) {
  const data = useFragment(
    graphql`
      fragment FollowBrandButton_brand on Brand {
        id
        name
        isFollowed
      }
    `,
    brand,
  );
  const follow = useFollowBrand();
  return (
    <button
      type="button"
      className={`button follow-brand${data.isFollowed ? ' button--ghost follow-brand--on' : ''}`}
      aria-pressed={data.isFollowed}
      onClick={() => void follow(data.id, !data.isFollowed)}
    >
      {data.isFollowed ? (
        <>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2.5 7.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
          Following
        </>
      ) : (
        'Follow'
      )}
      <span className="visually-hidden"> {data.name}</span>
    </button>
  );
}
