/**
 * /account/product-polls: the viewer's polls with product options; a vote (voteInPoll) shows the results;
 * the api's refusal (already voted) shows on the poll; the push switches per poll and option; Remove.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PollMessages } from '@tote/contract/polls';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { signInForTest } from '../../../../test/session.ts';
import { shopResolvers } from '../../../../test/shopResolvers.ts';

const { start, operation, named } = setupRouteFixtures(shopResolvers());

const PRODUCTS = [
  { title: 'Silk Slip Dress', brand: 'Nour' },
  { title: 'Linen Wrap Dress', brand: 'Alba' },
];

/** A poll of two options, with results once `voted` (for the second); no poll once `removed`. */
function pollResolvers(state: { voted: boolean; removed?: boolean }) {
  let option = 0;
  return {
    User: () => ({ id: 'viewer-1', name: 'Ann Shopper', productPolls: state.removed ? [] : [{}] }),
    ProductPoll: () => ({
      id: 'poll-5',
      pollId: 5,
      title: 'Which dress should we stock more of?',
      description: 'Vote and see what other members chose.',
      open: true,
      votedOptionId: state.voted ? 12 : null,
      totalVotes: state.voted ? 4 : null,
      pushOn: false,
      options: [{}, {}],
    }),
    ProductPollOption: () => {
      const i = option++ % 2;
      return {
        optionId: 11 + i,
        voteCount: state.voted ? [3, 1][i] : null,
        percent: state.voted ? [75, 25][i] : null,
        voted: state.voted && i === 1,
        pushOn: false,
        product: { title: PRODUCTS[i]!.title, url: `/product/${i + 1}`, brand: { name: PRODUCTS[i]!.brand } },
      };
    },
  };
}

describe('/account/product-polls', () => {
  it('lists the poll with its products; a vote shows the shares and the own vote', async () => {
    signInForTest();
    const state = { voted: false };
    start('/account/product-polls', {
      ...pollResolvers(state),
      ProductPollPayload: () => {
        state.voted = true;
        return { userErrors: [] };
      },
    });
    const poll = await screen.findByRole('region', { name: 'Which dress should we stock more of?' });
    await waitFor(() => expect(document.title).toBe('Product polls | Tote'));
    expect(within(poll).getByRole('link', { name: 'Nour Silk Slip Dress' }).getAttribute('href')).toBe('/product/1');
    expect(within(poll).queryByRole('meter')).toBeNull();
    fireEvent.click(within(poll).getByRole('button', { name: 'Vote for Linen Wrap Dress' }));
    expect(await within(poll).findByText('4 votes in total')).toBeTruthy();
    expect(operation('useVoteInPollMutation')!.request.variables).toEqual({
      input: { pollId: 5, optionId: 12 },
    });
    expect(within(poll).getByText(/75% · 3 votes/)).toBeTruthy();
    expect(within(poll).getByText(/25% · 1 vote/)).toBeTruthy();
    expect(within(poll).getByText('· Your vote')).toBeTruthy();
    expect(
      within(poll)
        .getAllByRole('meter')
        .map((m) => m.getAttribute('aria-valuenow')),
    ).toEqual(['75', '25']);
    expect(within(poll).queryByRole('button', { name: /^Vote for/ })).toBeNull();
  });

  it("shows the api's refusal on the poll", async () => {
    signInForTest();
    start('/account/product-polls', {
      ...pollResolvers({ voted: false }),
      ProductPollPayload: () => ({ poll: null, userErrors: [{ code: '23008', message: PollMessages.alreadyVoted }] }),
    });
    const poll = await screen.findByRole('region', { name: 'Which dress should we stock more of?' });
    fireEvent.click(within(poll).getByRole('button', { name: 'Vote for Silk Slip Dress' }));
    expect((await within(poll).findByRole('alert')).textContent).toBe(PollMessages.alreadyVoted);
  });

  it('switches push notifications per poll and per option, and removes the poll', async () => {
    signInForTest();
    const state = { voted: false, removed: false };
    start('/account/product-polls', {
      ...pollResolvers(state),
      ProductPollPayload: () => ({ userErrors: [] }),
      RemovePollPayload: () => {
        state.removed = true;
        return { userErrors: [] };
      },
    });
    const poll = await screen.findByRole('region', { name: 'Which dress should we stock more of?' });
    fireEvent.click(within(poll).getByRole('checkbox', { name: 'Notify me when the results are in' }));
    await waitFor(() => expect(named('useSetPollPushMutation')).toHaveLength(1));
    expect(operation('useSetPollPushMutation')!.request.variables).toEqual({ input: { pollId: 5, on: true } });
    await waitFor(() =>
      expect(within(poll).getByRole('checkbox', { name: 'Notify me about Silk Slip Dress' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(within(poll).getByRole('checkbox', { name: 'Notify me about Silk Slip Dress' }));
    await waitFor(() => expect(named('useSetPollOptionPushMutation')).toHaveLength(1));
    expect(operation('useSetPollOptionPushMutation')!.request.variables).toEqual({
      input: { pollId: 5, optionId: 11, on: true },
    });
    await waitFor(() =>
      expect(within(poll).getByRole('button', { name: 'Remove poll' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(poll).getByRole('button', { name: 'Remove poll' }));
    expect(await screen.findByText('No open polls right now. Check back soon.')).toBeTruthy();
    expect(operation('useRemovePollMutation')!.request.variables).toEqual({ input: { pollId: 5 } });
  });

  it('is in the account menu', async () => {
    signInForTest();
    start('/account/product-polls', pollResolvers({ voted: false }));
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Product polls' }).getAttribute('href')).toBe(
      '/account/product-polls',
    );
  });
});
