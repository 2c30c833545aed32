import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ShareCollectionScreenQuery } from '../../../__generated__/ShareCollectionScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell, NotFoundContent } from '../../shell/index.ts';
import { ProductCardList } from '../../catalog/index.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { SORTS } from './shareCollectionQuery.ts';
import { useRecordShareView } from './useRecordShareView.ts';
import '../ShareOrder/ShareOrder.css';
import './ShareCollection.css';

export const shareCollectionScreenQuery = graphql`
  query ShareCollectionScreenQuery(
    $shareId: String!
    $page: Int!
    $pageSize: Int!
    $sort: ProductSort!
    $filter: ProductFilterInput
  ) {
    ...AppShell_query
    sharedCollection(shareId: $shareId) {
      shareId
      kind
      title
      ownerFirstName
      productCount
      expiresAt
      # The link preview's image (the gateway writes it into the page's head).
      coverImages {
        url
        alt
      }
      facets {
        sizes {
          value
          label
        }
      }
      products(page: $page, pageSize: $pageSize, sort: $sort, filter: $filter) {
        totalCount
        page
        pageCount
        items {
          id
          ...ProductCard_product
        }
      }
    }
  }
`;

const KIND_LABEL: Record<string, string> = { WISHLIST: 'wishlist', CAPSULE: 'capsule', PRODUCT: 'style' };

/** /share/{wishlist|capsule|product}/{shareId}: what a member shared; availableNow, sort, size, page in the URL. */
export function ShareCollectionScreen() {
  const { queryRef } = useLoaderData() as ScreenData<ShareCollectionScreenQuery>;
  const data = usePreloadedQuery<ShareCollectionScreenQuery>(shareCollectionScreenQuery, queryRef);
  const [search, setSearch] = useSearchParams();
  const shared = data.sharedCollection;
  useRecordShareView(shared?.shareId);
  useDocumentTitle(shared ? shared.title : 'Page Not Found', { bare: !shared });
  if (!shared)
    return (
      <AppShell query={data}>
        <NotFoundContent />
      </AppShell>
    );

  const set = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setSearch(next);
  };
  const { products } = shared;
  const who = shared.ownerFirstName || 'A Tote member';
  return (
    <AppShell query={data}>
      <div className="page share-order share-collection">
        <header className="share-order__header">
          <p className="eyebrow">
            {who} shared a {KIND_LABEL[shared.kind] ?? 'wishlist'} with you
          </p>
          <h1 className="share-order__title">{shared.title}</h1>
          <p className="share-order__meta">
            {shared.productCount} {shared.productCount === 1 ? 'style' : 'styles'}
          </p>
        </header>
        <form className="share-collection__filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
          <label>
            <input
              type="checkbox"
              checked={search.get('availableNow') === '1'}
              onChange={(e) => set('availableNow', e.currentTarget.checked ? '1' : null)}
            />{' '}
            Available now
          </label>
          <label>
            Size{' '}
            <select value={search.get('size') ?? ''} onChange={(e) => set('size', e.currentTarget.value || null)}>
              <option value="">All sizes</option>
              {shared.facets.sizes.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Sort{' '}
            <select value={search.get('sort') ?? 'recommended'} onChange={(e) => set('sort', e.currentTarget.value)}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </form>
        {products.items.length === 0 ? (
          <p className="share-collection__empty">No styles match these filters.</p>
        ) : (
          <ProductCardList products={products.items} />
        )}
        {products.pageCount > 1 ? (
          <nav className="share-collection__pages" aria-label="Pages">
            <button
              type="button"
              className="button button--ghost"
              disabled={products.page <= 1}
              onClick={() => set('page', String(products.page - 1))}
            >
              Previous
            </button>
            <span>
              Page {products.page} of {products.pageCount}
            </span>
            <button
              type="button"
              className="button button--ghost"
              disabled={products.page >= products.pageCount}
              onClick={() => set('page', String(products.page + 1))}
            >
              Next
            </button>
          </nav>
        ) : null}
        <footer className="share-order__footer">
          <p>Like what you see? Rent designer pieces and swap whenever you like.</p>
          <Link to="/new-arrivals" className="button">
            Shop new arrivals
          </Link>
          <p className="share-order__expiry">This link works until {formatShortDate(shared.expiresAt)}.</p>
        </footer>
      </div>
    </AppShell>
  );
}
