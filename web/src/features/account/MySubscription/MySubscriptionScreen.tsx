import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { MySubscriptionScreenQuery } from '../../../__generated__/MySubscriptionScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { MembershipPanel } from './MembershipPanel.tsx';
import '../../../ui/FormField/FormField.css';
import './MySubscription.css';

export const mySubscriptionScreenQuery = graphql`
  query MySubscriptionScreenQuery {
    viewer {
      id
      ...MembershipPanel_user
    }
    paymentConfig {
      ...ProviderCardForm_config
    }
  }
`;

/**
 * /account/my-subscription: status, plan, billing dates, a past-due renewal (with a new card) and the
 * actions the membership allows now.
 */
export function MySubscriptionScreen() {
  const { queryRef } = useLoaderData() as ScreenData<MySubscriptionScreenQuery>;
  const { viewer, paymentConfig } = usePreloadedQuery<MySubscriptionScreenQuery>(mySubscriptionScreenQuery, queryRef);
  useDocumentTitle('My subscription');
  if (!viewer) return null; // the account layout sends a signed-out shopper to login
  return (
    <div className="my-subscription">
      <h1 className="account-page__title">My subscription</h1>
      <MembershipPanel user={viewer} paymentConfig={paymentConfig} />
    </div>
  );
}
