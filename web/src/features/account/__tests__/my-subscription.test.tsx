import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import { setCookie, setupSubscribeFixtures } from '../../checkout/__tests__/subscribeFixtures.tsx';
import { fullReload } from '../../../platform/session/fullReload.ts';

// Full-page navigations (guards, payment redirects) are watched, not performed, here.
vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start, operations, operationNames } = setupSubscribeFixtures();

describe('/account/my-subscription', () => {
  it('shows status, plan and next billing; the actions come from allowedActions', async () => {
    signInForTest();
    setCookie(1, 'Subscribed');
    start('/account/my-subscription', {
      Membership: () => ({
        status: 'SUBSCRIBED',
        nextBillingDate: '2025-08-14',
        pausedUntil: null,
        cancelledAt: null,
        memberSince: null,
        pauseMonths: 1,
        boxLocked: false,
        showUnlockEarly: false,
        allowedActions: ['PAUSE', 'CANCEL'],
        messages: ['Your membership renews on 2025-08-14.'],
        renewal: null, // not past due
      }),
      MembershipPlan: () => ({ name: 'Classic', rentalSlots: '6 items at a time' }),
    });
    expect(await screen.findByRole('heading', { name: 'My subscription' })).toBeTruthy();
    expect(screen.getByText('Subscribed')).toBeTruthy();
    expect(screen.getByText('Aug 14, 2025')).toBeTruthy();
    expect(screen.getByText('Your membership renews on 2025-08-14.')).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toContain('Pause membership');
    expect(buttons).toContain('Cancel membership');
    expect(buttons).not.toContain('Unpause');
    expect(screen.queryByRole('link', { name: 'Resubscribe' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'My subscription' }).getAttribute('href')).toBe(
      '/account/my-subscription',
    );
  });
});

describe('/account/my-subscription past due (Membership.renewal)', () => {
  const pastDue = {
    Membership: () => ({
      status: 'SUBSCRIBED',
      nextBillingDate: '2025-08-14',
      allowedActions: ['PAUSE', 'CANCEL'],
      // The api's sentences say the same as text: the notice is built from the field instead.
      messages: ['MESSAGE TEXT NOT SHOWN'],
      renewal: {
        failedAttempts: 1,
        maxAttempts: 3,
        message: 'Your card has insufficient funds.',
        nextAttemptAt: '2025-08-15T10:00:00.000Z',
      },
    }),
    MembershipPlan: () => ({ name: 'Classic', rentalSlots: '6 items at a time' }),
    Money: () => ({ amount: 89, formatted: '$89.00' }),
    PaymentConfig: () => ({ provider: 'EMULATOR', emulatorBasePath: '/payment-emulator', testCards: [] }),
  };

  it('says what failed, the attempt of how many, the next attempt; a new card from the notice', async () => {
    signInForTest();
    setCookie(1, 'Subscribed');
    start('/account/my-subscription', pastDue);
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Your membership payment didn’t go through')).toBeTruthy();
    expect(
      within(notice).getByText('We couldn’t renew your Classic membership ($89.00): Your card has insufficient funds.'),
    ).toBeTruthy();
    expect(notice.textContent).toContain(
      'Attempt 1 of 3 failed. We’ll try again on August 15, 2025. ' +
        'Your membership will be cancelled after 2 more failed attempts.',
    );
    expect(screen.queryByText('MESSAGE TEXT NOT SHOWN')).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Update your card' }));
    expect(await within(notice).findByLabelText('Card number')).toBeTruthy();
  });

  it('not past due: no notice, the messages as they come', async () => {
    signInForTest();
    setCookie(1, 'Subscribed');
    start('/account/my-subscription', {
      ...pastDue,
      Membership: () => ({ status: 'SUBSCRIBED', allowedActions: [], messages: ['Renews soon.'], renewal: null }),
    });
    expect(await screen.findByText('Renews soon.')).toBeTruthy();
    expect(screen.queryByText('Your membership payment didn’t go through')).toBeNull();
  });
});

describe('/account/billing-and-receipts and /account/bonus-credits-and-referrals', () => {
  it('a non-member opening billing and receipts gets a full-page redirect to /subscribe', async () => {
    signInForTest();
    start('/account/billing-and-receipts');
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/subscribe'));
  });

  it('lists the receipts with their cost type; a receipt opens its detail', async () => {
    signInForTest();
    setCookie(1, 'Subscribed');
    start('/account/billing-and-receipts', {
      ReceiptConnection: () => ({ totalCount: 1 }),
      PageInfo: () => ({ hasNextPage: false, endCursor: null }),
      Receipt: () => ({
        title: 'Classic membership — Jul 14 to Aug 14, 2025',
        costType: 'SUBSCRIPTION',
        status: 'PAID',
        createdAt: '2025-07-14T10:00:00Z',
        pointsUsed: 0,
        couponCode: null,
        periodStart: '2025-07-14',
        periodEnd: '2025-08-14',
      }),
      ReceiptLine: () => ({ title: 'Classic membership', detail: '6 items at a time · 1 month', quantity: 1 }),
      Money: () => ({ amount: 89, formatted: '$89.00' }),
      CardSummary: () => ({ brand: 'VISA', last4: '4242' }),
    });
    expect(await screen.findByRole('heading', { name: 'Billing and receipts' })).toBeTruthy();
    expect(screen.getByText('Classic membership — Jul 14 to Aug 14, 2025')).toBeTruthy();
    expect(screen.getByText(/Jul 14, 2025 · Subscription · VISA •••• 4242/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View receipt' }));
    expect(await screen.findByText('Classic membership · 6 items at a time · 1 month')).toBeTruthy();
    expect(screen.getByText('Period: Jul 14, 2025 – Aug 14, 2025')).toBeTruthy();
  });

  it('a receipt links to the order it charged for (a monthly renewal too); one without an order does not', async () => {
    signInForTest();
    setCookie(1, 'Subscribed');
    let n = 0;
    start('/account/billing-and-receipts', {
      ReceiptConnection: () => ({ totalCount: 2, edges: [{}, {}] }),
      PageInfo: () => ({ hasNextPage: false, endCursor: null }),
      Receipt: () => {
        n += 1;
        return n === 1
          ? { title: 'Classic membership — Jul 14 to Aug 14, 2025', orderId: 77, costType: 'SUBSCRIPTION' }
          : { title: 'Classic membership — Jun 14 to Jul 14, 2025', orderId: null, costType: 'SUBSCRIPTION' };
      },
    });
    expect(await screen.findByText('Classic membership — Jul 14 to Aug 14, 2025')).toBeTruthy();
    const [first, second] = screen.getAllByRole('button', { name: 'View receipt' });
    fireEvent.click(first!);
    const link = await screen.findByRole('link', { name: 'View order #77' });
    expect(link.getAttribute('href')).toBe('/order/77');
    fireEvent.click(first!);
    fireEvent.click(second!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hide receipt' })).toBeTruthy());
    expect(screen.queryByRole('link', { name: /^View order/ })).toBeNull();
  });

  it('shows the points balance and log, the referral code and link', async () => {
    signInForTest();
    start('/account/bonus-credits-and-referrals', {
      BonusCreditConnection: () => ({ balance: 2000 }),
      Money: () => ({ amount: 20, formatted: '$20.00' }),
      BonusCreditEntry: () => ({
        delta: 2000,
        label: 'Referral reward: Ava S. subscribed',
        createdAt: '2025-07-14T10:00:00Z',
      }),
      ReferralConnection: () => ({ referralCode: 'ANN42', rewardPoints: 2000, earnedPoints: 2000 }),
      Referral: () => ({ friendName: 'Ava S.', status: 'SUBSCRIBED', points: 2000, joinedAt: '2025-07-01T10:00:00Z' }),
      PageInfo: () => ({ hasNextPage: false, endCursor: null }),
    });
    expect(await screen.findByRole('heading', { name: 'Bonus credits and referrals' })).toBeTruthy();
    expect(screen.getByText('2,000 points · worth $20.00')).toBeTruthy();
    expect(screen.getByText('Referral reward: Ava S. subscribed')).toBeTruthy();
    expect(screen.getByText('ANN42')).toBeTruthy();
    expect((screen.getByLabelText('Your referral link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/register/ANN42`,
    );
    expect(screen.getByText(/Joined Jul 1, 2025 · Subscribed/)).toBeTruthy();
  });
});

describe('cancel with the survey', () => {
  const member = {
    Membership: () => ({
      status: 'SUBSCRIBED',
      allowedActions: ['PAUSE', 'CANCEL'],
      messages: [],
      showUnlockEarly: false,
      boxLocked: false,
    }),
    CancelSurvey: () => ({
      questions: [
        {
          questionId: 1,
          title: 'Why are you leaving?',
          type: 'SINGLE',
          required: true,
          options: [{ optionId: 11, text: 'Too expensive', allowText: false }],
        },
      ],
      willingness: {
        title: 'How likely are you to come back?',
        min: 1,
        max: 5,
        minLabel: 'Not likely',
        maxLabel: 'Very likely',
      },
      feedback: { title: 'Anything else?', placeholder: 'Tell us', maxLength: 2000 },
    }),
    MembershipPayload: () => ({ userErrors: [] }),
  };
  const openedDialog = () =>
    screen.findByRole('dialog', { name: 'Cancel your membership?', hidden: true }, { timeout: 5000 });

  it('asks each required question, then cancels with the answers, feedback and willingness', async () => {
    signInForTest();
    setCookie(1, 'Subscribed');
    start('/account/my-subscription', member);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    // The dialog opens after the click's state update (and its content may load): wait for it.
    const dialog = await openedDialog();
    const submit = await within(dialog).findByRole('button', { name: 'Cancel membership', hidden: true });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Please answer this question.')).toBeTruthy();
    expect(operationNames()).not.toContain('useCancelMembershipMutation');

    fireEvent.click(within(dialog).getByLabelText('Too expensive'));
    fireEvent.click(within(dialog).getByLabelText('4'));
    fireEvent.change(within(dialog).getByLabelText('Anything else?'), { target: { value: 'Travelling.' } });
    fireEvent.click(submit);
    await waitFor(() => expect(operationNames()).toContain('useCancelMembershipMutation'));
    const cancel = operations.find((o) => o.request.node.params.name === 'useCancelMembershipMutation')!;
    expect(cancel.request.variables.input).toEqual({
      answers: [{ questionId: 1, optionIds: [11] }],
      feedback: 'Travelling.',
      willingness: 4,
    });
  });

  it("the assistant's Continue to cancel opens the form with the reason chosen, and leaves the URL", async () => {
    signInForTest();
    setCookie(1, 'Subscribed');
    const { router } = start('/account/my-subscription?cancelReason=1:11', member);
    const dialog = await openedDialog();
    const reason = await within(dialog).findByLabelText<HTMLInputElement>('Too expensive');
    expect(reason.checked).toBe(true);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a reason the survey does not have opens the form with nothing chosen', async () => {
    signInForTest();
    setCookie(1, 'Subscribed');
    start('/account/my-subscription?cancelReason=1:99', member);
    const dialog = await openedDialog();
    expect((await within(dialog).findByLabelText<HTMLInputElement>('Too expensive')).checked).toBe(false);
  });
});
