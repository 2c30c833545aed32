import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ToteDrawerQuery } from '../../__generated__/ToteDrawerQuery.graphql.ts';
import { ProductRow } from '../catalog/index.ts';
import { ToteView } from './ToteView.tsx';
import { ToteMobileNumber } from './ToteMobileNumber.tsx';
import { ToteCheckout } from './ToteCheckout.tsx';
import './Tote.css';

export const toteDrawerQuery = graphql`
  query ToteDrawerQuery {
    viewer {
      id
      ...ToteMobileNumber_user
      ...ToteCheckout_user
      tote {
        count
        ...ToteView_tote
        ...ToteCheckout_tote
      }
    }
    toteSuggestions(first: 8) {
      ...ProductRow_products
    }
  }
`;

export function ToteDrawerContent({ queryRef }: { queryRef: PreloadedQuery<ToteDrawerQuery> }) {
  const data = usePreloadedQuery<ToteDrawerQuery>(toteDrawerQuery, queryRef);
  if (!data.viewer) return <p>Sign in to see your Tote.</p>;
  return (
    <div className="tote-drawer">
      <ToteView tote={data.viewer.tote} />
      <ToteCheckout tote={data.viewer.tote} user={data.viewer} />
      <ToteMobileNumber user={data.viewer} />
      {data.viewer.tote.count === 0 && data.toteSuggestions.length > 0 ? (
        <section className="tote-drawer__suggestions" aria-labelledby="tote-suggestions">
          <h3 id="tote-suggestions" className="tote-section__title">
            Start with these
          </h3>
          <ProductRow products={data.toteSuggestions} label="Suggestions for your Tote" />
        </section>
      ) : null}
    </div>
  );
}
