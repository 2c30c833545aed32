import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ResubscribeScreenQuery } from '../../__generated__/ResubscribeScreenQuery.graphql.ts';
import type { ScreenData } from '../../relay/loadScreenQuery.ts';
import { AppShell } from '../../components/AppShell/AppShell.tsx';
import { EmailSubscriptionPanel } from '../../components/EmailSubscription/EmailSubscriptionPanel.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

export const resubscribeScreenQuery = graphql`
  query ResubscribeScreenQuery {
    ...AppShell_query
  }
`;

/** /resubscribe?token=…: marketing email back on. */
export function ResubscribeScreen() {
  const { queryRef } = useLoaderData() as ScreenData<ResubscribeScreenQuery>;
  const data = usePreloadedQuery<ResubscribeScreenQuery>(resubscribeScreenQuery, queryRef);
  useDocumentTitle('Resubscribe');
  return (
    <AppShell query={data}>
      <EmailSubscriptionPanel subscribeOnArrival={true} />
    </AppShell>
  );
}
