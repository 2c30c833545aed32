import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithRelay } from '../../../../test/relay.tsx';
import { hydrate, relayPage, serverHtml } from '../../../../test/hydration.tsx';
import { signInForTest } from '../../../../test/session.ts';
import { EmailSubscriptionPanel } from '../EmailSubscriptionPanel.tsx';

const INCOMPLETE = /This link is incomplete/;
const panel = <EmailSubscriptionPanel subscribeOnArrival={false} />;

describe('EmailSubscriptionPanel', () => {
  it('says the link is incomplete without a token for a guest, and asks nothing', async () => {
    const { environment } = renderWithRelay(panel, { url: '/email-unsubscribed' });
    expect(await screen.findByText(INCOMPLETE)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('unsubscribes the signed-in shopper without a token', async () => {
    signInForTest();
    const environment = createMockEnvironment();
    renderWithRelay(panel, { url: '/email-unsubscribed', environment });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { subscribe: false } });
  });

  it('a yes from a resubscribe link makes a newsletter lead; a no makes none', async () => {
    const leads = () =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'submitLead');
    const before = leads().length;
    const environment = createMockEnvironment();
    renderWithRelay(<EmailSubscriptionPanel subscribeOnArrival={true} />, {
      url: '/resubscribe?token=t1',
      environment,
      resolvers: { EditEmailSubscriptionPayload: () => ({ subscribed: true, email: 'ann@tote.test', userErrors: [] }) },
    });
    expect(await screen.findByText(/You.re subscribed/)).toBeTruthy();
    expect(leads().slice(before)).toEqual([
      expect.objectContaining({ lead_type: 'newsletter', lead_source: 'email_link' }),
    ]);
  });

  it('tells a guest without a token on the server’s page already (by the user cookie), and hydrates it', async () => {
    const environment = createMockEnvironment();
    const container = serverHtml(relayPage(panel, environment, '/email-unsubscribed').page);
    expect(container.textContent).toMatch(INCOMPLETE);
    const { problems } = hydrate(container, relayPage(panel, environment, '/email-unsubscribed').page);
    expect(await screen.findByText(INCOMPLETE)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toEqual([]);
    expect(problems).toEqual([]);
  });
});
