import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { SUPPORT_EMAIL_DEFAULT } from '@tote/contract/support';
import type { TermsScreenQuery } from '../../../__generated__/TermsScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../../shell/index.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { generalTerms } from './generalTerms.tsx';
import { MEMBERSHIP_TERMS } from './membershipTerms.tsx';
import { RENTAL_TERMS } from './rentalTerms.tsx';
import './Terms.css';

export const termsScreenQuery = graphql`
  query TermsScreenQuery {
    ...AppShell_query
    appSettings {
      supportEmail
    }
  }
`;

/** When these terms last changed (shown at the top; members are mailed before a change that matters). */
export const TERMS_UPDATED = 'November 29, 2026';

/** /terms: the terms of service (/app/init's agreementLink), with a list of its sections to jump to. */
export function TermsScreen() {
  const { queryRef } = useLoaderData() as ScreenData<TermsScreenQuery>;
  const data = usePreloadedQuery<TermsScreenQuery>(termsScreenQuery, queryRef);
  useDocumentTitle('Terms of Service');
  const parts = [
    ...MEMBERSHIP_TERMS,
    ...RENTAL_TERMS,
    ...generalTerms(data.appSettings?.supportEmail ?? SUPPORT_EMAIL_DEFAULT),
  ];
  return (
    <AppShell query={data}>
      <div className="page terms">
        <header className="terms__header">
          <p className="eyebrow">Legal</p>
          <h1 className="terms__title">Terms of Service</h1>
          <p className="terms__updated">Last updated {TERMS_UPDATED}</p>
        </header>
        <div className="terms__layout">
          <nav className="terms__contents" aria-labelledby="terms-contents">
            <h2 id="terms-contents" className="terms__contents-title">
              On this page
            </h2>
            <ol>
              {parts.map((part) => (
                <li key={part.id}>
                  <a href={`#${part.id}`}>{part.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="terms__body">
            {parts.map((part) => (
              <section key={part.id} id={part.id} className="terms__part" aria-labelledby={`${part.id}-title`}>
                <h2 id={`${part.id}-title`} className="terms__heading">
                  {part.title}
                </h2>
                {part.body}
              </section>
            ))}
          </div>
        </div>
      </div>
    </AppShell>
  );
}
