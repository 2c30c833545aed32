import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProductPollsScreenQuery } from '../../__generated__/ProductPollsScreenQuery.graphql.ts';
import type { ScreenData } from '../../platform/relay/loadScreenQuery.ts';
import { useDocumentTitle } from '../../platform/hooks/useDocumentTitle.ts';
import { PollCard } from './PollCard.tsx';
import './ProductPolls.css';

export const productPollsScreenQuery = graphql`
  query ProductPollsScreenQuery {
    viewer {
      id
      productPolls {
        id
        ...PollCard_poll
      }
    }
  }
`;

/** /account/product-polls: the open polls; vote once, then see the results; push switches; remove. */
export function ProductPollsScreen() {
  const { queryRef } = useLoaderData() as ScreenData<ProductPollsScreenQuery>;
  const { viewer } = usePreloadedQuery<ProductPollsScreenQuery>(productPollsScreenQuery, queryRef);
  useDocumentTitle('Product polls');
  if (!viewer) return null;
  return (
    <div className="product-polls">
      <h1 className="account-page__title">Product polls</h1>
      <p className="product-polls__intro">
        Help choose what comes to Tote next. Vote once per poll to see the results.
      </p>
      {viewer.productPolls.length === 0 ? (
        <p className="account-card">No open polls right now. Check back soon.</p>
      ) : (
        viewer.productPolls.map((poll) => <PollCard key={poll.id} poll={poll} />)
      )}
    </div>
  );
}
