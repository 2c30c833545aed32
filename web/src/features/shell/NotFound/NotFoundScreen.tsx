import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { NotFoundScreenQuery } from '../../../__generated__/NotFoundScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../AppShell/AppShell.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { NotFoundContent } from './NotFoundContent.tsx';

export const notFoundScreenQuery = graphql`
  query NotFoundScreenQuery {
    ...AppShell_query
  }
`;

export function NotFoundScreen() {
  const { queryRef } = useLoaderData() as ScreenData<NotFoundScreenQuery>;
  const data = usePreloadedQuery<NotFoundScreenQuery>(notFoundScreenQuery, queryRef);
  useDocumentTitle('Page Not Found', { bare: true });
  return (
    <AppShell query={data}>
      <NotFoundContent />
    </AppShell>
  );
}
