import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from './relay.tsx';
import { invalidateStore, signInForTest } from './session.ts';

// Full-page navigations (guards, payment redirects) are watched, not performed, here.
vi.mock('../src/session/fullReload.ts', () => ({
  fullReload: vi.fn(),
  pageIsLeaving: () => new Promise<never>(() => {}),
}));

const { routes } = await import('../src/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);
const { fullReload } = await import('../src/session/fullReload.ts');
const { isLogin } = await import('../src/session/sessionStore.ts');

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const base: MockResolvers = {
  Query: () => ({ viewer: isLogin() ? undefined : null }),
  User: () => ({
    name: 'Ann Shopper',
    points: 0,
    subscriptionStatus: 'NOT_SUBSCRIBED',
    isMember: false,
    shippingAddress: null,
    paymentMethod: null,
  }),
  MenuItem: (_context, generateId) => ({
    id: `menu-${generateId()}`,
    title: 'Dresses',
    url: '/category/DRESSES',
    children: [],
  }),
  MembershipPlan: (_context, generateId) => ({
    id: `plan-${generateId()}`,
    planId: 2,
    name: 'Classic',
    isDefault: true,
    features: ['Free shipping'],
  }),
  PaymentConfig: () => ({ provider: 'EMULATOR', emulatorBasePath: '/payment-emulator', testCards: [] }),
  Money: () => ({ amount: 89, formatted: '$89.00' }),
  CheckoutPreviewResult: () => ({ userErrors: [] }),
  CheckoutPreview: () => ({ isFree: false, hasPaymentMethod: true, messages: [], coupon: null }),
};

let operations: OperationDescriptor[] = [];
beforeEach(() => {
  invalidateStore(environment);
  operations = [];
  vi.mocked(fullReload).mockClear();
});

function start(url: string, resolvers: MockResolvers = {}) {
  autoResolve(environment, { ...base, ...resolvers }, operations);
  return renderRoutes(routes, environment, url);
}

function setCookie(isMember: number, subStatus: string) {
  const user = { userId: 7, name: 'Ann Shopper', isMember, subStatus, toteUpperLimit: 6 };
  document.cookie = `tote_user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
}

const operationNames = () => operations.map((o) => o.request.node.params.name);

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
  it('asks each required question, then cancels with the answers, feedback and willingness', async () => {
    signInForTest();
    setCookie(1, 'Subscribed');
    start('/account/my-subscription', {
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
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your membership?', hidden: true });
    const submit = await within(dialog).findByRole('button', { name: 'Cancel membership', hidden: true });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Please answer this question.')).toBeTruthy();
    expect(operationNames()).not.toContain('useMembershipMutationsCancelMutation');

    fireEvent.click(within(dialog).getByLabelText('Too expensive'));
    fireEvent.click(within(dialog).getByLabelText('4'));
    fireEvent.change(within(dialog).getByLabelText('Anything else?'), { target: { value: 'Travelling.' } });
    fireEvent.click(submit);
    await waitFor(() => expect(operationNames()).toContain('useMembershipMutationsCancelMutation'));
    const cancel = operations.find((o) => o.request.node.params.name === 'useMembershipMutationsCancelMutation')!;
    expect(cancel.request.variables.input).toEqual({
      answers: [{ questionId: 1, optionIds: [11] }],
      feedback: 'Travelling.',
      willingness: 4,
    });
  });
});
