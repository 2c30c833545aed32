import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { EmailUnsubscribedScreenQuery } from '../../__generated__/EmailUnsubscribedScreenQuery.graphql.ts';
import type { ScreenData } from '../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../shell/index.ts';
import { EmailSubscriptionPanel } from './EmailSubscriptionPanel.tsx';
import { useDocumentTitle } from '../../platform/hooks/useDocumentTitle.ts';

export const emailUnsubscribedScreenQuery = graphql`
  query EmailUnsubscribedScreenQuery {
    ...AppShell_query
  }
`;

/** /email-unsubscribed?token=…: the unsubscribe link of a marketing email. */
export function EmailUnsubscribedScreen() {
  const { queryRef } = useLoaderData() as ScreenData<EmailUnsubscribedScreenQuery>;
  const data = usePreloadedQuery<EmailUnsubscribedScreenQuery>(emailUnsubscribedScreenQuery, queryRef);
  useDocumentTitle('Email unsubscribed');
  return (
    <AppShell query={data}>
      <EmailSubscriptionPanel subscribeOnArrival={false} />
    </AppShell>
  );
}
