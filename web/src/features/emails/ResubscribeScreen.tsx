import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ResubscribeScreenQuery } from '../../__generated__/ResubscribeScreenQuery.graphql.ts';
import type { ScreenData } from '../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../shell/index.ts';
import { EmailSubscriptionPanel } from './EmailSubscriptionPanel.tsx';
import { useDocumentTitle } from '../../platform/hooks/useDocumentTitle.ts';

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
