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

  it('keeps the room of its outcome, hidden, while the choice is made, and shows the outcome in it', async () => {
    const environment = createMockEnvironment();
    const { container } = renderWithRelay(panel, { url: '/email-unsubscribed?token=t1', environment });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const room = container.querySelector('.email-subscription__room');
    expect(room?.getAttribute('aria-hidden')).toBe('true');
    expect(room?.textContent).toMatch(/You.re unsubscribed/);
    expect(screen.queryByRole('heading', { name: /You.re unsubscribed/ })).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();

    environment.mock.resolveMostRecentOperation({
      data: { editEmailSubscription: { subscribed: false, email: 'ann@tote.test', userErrors: [] } },
    });
    expect(await screen.findByRole('heading', { name: /You.re unsubscribed/ })).toBeTruthy();
    expect(container.querySelector('.email-subscription__room')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeTruthy();
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
    expect(await screen.findByRole('heading', { name: /You.re subscribed/ })).toBeTruthy();
    expect(screen.getByText('ann@tote.test')).toBeTruthy();
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
