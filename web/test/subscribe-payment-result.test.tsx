import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
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

const operationNames = () => operations.map((o) => o.request.node.params.name);

describe('/payment-result-check', () => {
  it('failure: shows the message from the query', async () => {
    signInForTest();
    start('/payment-result-check?from=subscribe&message=Your+card+has+insufficient+funds.&status=2&totalBilled=89.00');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('Your card has insufficient funds.')).toBeTruthy();
    expect(operationNames().filter((n) => n === 'PaymentResultCheckScreenQuery')).toHaveLength(1);
    expect((operations[0]!.request.variables as { hasOrder: boolean }).hasOrder).toBe(false);
  });

  it('success: polls while PENDING, then shows success with a link onwards (redirect_uri)', async () => {
    signInForTest();
    let calls = 0;
    start(
      '/payment-result-check?from=subscribe&orderIds=41&redirect_uri=%2Faccount%2Fmy-subscription&totalBilled=89.00',
      {
        PaymentResult: () => {
          calls += 1;
          return {
            orderId: 41,
            status: calls === 1 ? 'PENDING' : 'SUCCESS',
            message: '',
            redirectUri: '/account/my-subscription',
          };
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Checking your payment…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 6000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/account/my-subscription');
  });
});
