import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router';
import { CLOTHING_SIZE_LABELS, SHOE_SIZE_LABELS } from '@tote/contract/sizes';
import type { MySizeFilter_facet$key } from '../../../__generated__/MySizeFilter_facet.graphql.ts';
import { loginUrl } from '../../../platform/session/redirects.ts';
import type { ListingFiltersApi } from './useListingFilters.ts';

const PROFILE_PATH = '/account/my-profile';

interface Props {
  mySize: MySizeFilter_facet$key;
  filters: ListingFiltersApi;
}

/**
 * "In my size, available now", with how many products it keeps given the other filters. A member's saved sizes
 * drive it; without them (a guest, or a member who saved none) the shopper picks sizes here, kept in the URL
 * (mySize) so that the page survives reload and can be shared; a member is offered to save them, a guest to sign in.
 */
export function MySizeFilter({ mySize, filters }: Props) {
  const data = useFragment(
    graphql`
      fragment MySizeFilter_facet on MySizeFacet {
        sizes
        saved
        signedIn
        count
      }
    `,
    mySize,
  );
  const location = useLocation();
  const [picking, setPicking] = useState(false);
  const on = filters.filter?.inMySize ?? false;
  const known = data.sizes.length > 0;
  const showPicker = !data.saved && (picking || (on && !known));
  const signIn = loginUrl(`${location.pathname}${location.search}`);

  return (
    <div className="filters__my-size">
      <label className="filters__toggle">
        <input type="checkbox" checked={on} onChange={(event) => filters.setInMySize(event.target.checked)} />
        In my size, available now
        {data.count !== null ? <span className="filters__count">{data.count}</span> : null}
      </label>
      {known ? (
        <p className="filters__hint">
          {data.saved ? 'Your sizes' : 'Sizes you picked'}: {data.sizes.join(', ')}
          {data.saved ? (
            <Link className="filters__link" to={PROFILE_PATH}>
              Edit
            </Link>
          ) : (
            <button type="button" className="filters__link" onClick={() => setPicking(!picking)}>
              {picking ? 'Done' : 'Change'}
            </button>
          )}
        </p>
      ) : (
        <p className="filters__hint">
          {data.signedIn ? (
            <>
              <Link to={PROFILE_PATH}>Save your sizes</Link> to your profile, or pick them here.
            </>
          ) : (
            <>
              Pick your sizes
              {signIn ? (
                <>
                  , or <Link to={signIn}>sign in</Link> to use your saved ones
                </>
              ) : null}
              .
            </>
          )}
          {!showPicker ? (
            <button type="button" className="filters__link" onClick={() => setPicking(true)}>
              Pick sizes
            </button>
          ) : null}
        </p>
      )}
      {showPicker ? (
        <fieldset className="filters__group filters__my-sizes">
          <legend className="visually-hidden">Your sizes</legend>
          {[CLOTHING_SIZE_LABELS, SHOE_SIZE_LABELS].map((labels) => (
            <div key={labels[0]} className="filters__chips">
              {labels.map((size) => (
                <label key={size} className="filters__chip">
                  <input
                    type="checkbox"
                    checked={filters.has('mySize', size)}
                    onChange={() => filters.pickMySize(size)}
                  />
                  <span>{size}</span>
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
