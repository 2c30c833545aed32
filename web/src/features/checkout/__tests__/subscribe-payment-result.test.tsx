import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import { setupSubscribeFixtures } from './subscribeFixtures.tsx';

// Full-page navigations (guards, payment redirects) are watched, not performed, here.
vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start, operations, operationNames } = setupSubscribeFixtures();

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
