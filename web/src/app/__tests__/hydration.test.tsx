/**
 * No hydration mismatch on the routes of SPEC §2 (issue #31): each page, drawn as the server draws it (no window,
 * no storage), hydrates in a browser that knows more than the server (a panel stored open, accounts used here, a
 * narrow window) without a complaint from React.
 */
import { ACCOUNTS_HERE_COOKIE } from '@tote/contract/cookies';
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupRouteFixtures } from '../../../test/routeFixtures.tsx';
import { MEMBER, shopResolvers } from '../../../test/shopResolvers.ts';
import { signInAsMemberForTest, signInForTest } from '../../../test/session.ts';
import { hydratePage, serverPage } from '../../../test/routeHydration.tsx';
import { rememberLogin } from '../../platform/session/loginHistory.ts';
import { setAIOn } from '../../platform/state/ui.ts';

// Beyond the shop's defaults: what the generator cannot make up (a list in a scalar's place, a status).
const { start } = setupRouteFixtures(
  shopResolvers({
    Money: () => ({ amount: 20, formatted: '$20.00' }),
    Product: () => ({ productId: 12, details: ['100% silk'], colors: [{ colorId: 1, name: 'Sage', hex: '#9caf88' }] }),
    SearchConnection: () => ({ totalCount: 0, edges: [], highlightTerms: ['dress'], didYouMean: null }),
    SearchDrawer: () => ({ recent: [], trending: [], hotKeywords: ['dress'] }),
    ReviewableItem: () => ({ sizes: ['S', 'M'], status: 'REVIEWABLE' }),
    Membership: () => ({ status: 'SUBSCRIBED', allowedActions: ['PAUSE'], messages: [], renewal: null }),
  }),
);

/**
 * What only the browser knows: set before each page, after the server drew it. (Not the device: the gateway writes
 * its `tote-device` meta from the same User-Agent the server draws with; a narrow window is the browser's own.)
 */
function browserKnowsMore() {
  setAIOn(true);
  rememberLogin('ann@tote.test', 'Ann');
  // A history kept before its cookie was: the server's page knew nothing of it.
  document.cookie = `${ACCOUNTS_HERE_COOKIE}=; Max-Age=0; path=/`;
  localStorage.setItem('tote:recentSearches', JSON.stringify(['dress']));
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
}

beforeEach(() => {
  // rememberLogin sets it: no test's history reaches the next test's server page.
  document.cookie = `${ACCOUNTS_HERE_COOKIE}=; Max-Age=0; path=/`;
  document.querySelector('meta[name="tote-device"]')?.remove();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

async function serverThenBrowser(url: string) {
  const server = await serverPage(url);
  if (server instanceof Response) throw new Error(`${url} redirects to ${server.headers.get('Location')}`);
  expect(server.html).toContain('<main');
  browserKnowsMore();
  const { problems } = await hydratePage(url, server);
  expect(problems).toEqual([]);
  return server.html;
}

const GUEST_PAGES = [
  '/',
  '/home',
  '/brands',
  '/brand/7',
  '/category/DRESSES',
  '/collection/allStyle?title=Edit',
  '/new-arrivals',
  '/occasions',
  '/search?q=dress',
  '/product/12-silk-midi-dress?colorId=1',
  '/login',
  '/login-entrance',
  '/register',
  '/register/ANN42',
  '/reset-password',
  '/unlock',
  '/email-unsubscribed',
  '/resubscribe',
  '/download_app',
  '/terms',
  '/error/expired',
  '/share/wishlist/Abc123_-Abc123_-Abc123',
  '/share/order/Abc123_-Abc123_-Abc123',
  '/404',
  '/no-such-page',
  '/500?error=Boom',
];

const MEMBER_PAGES = [
  '/',
  '/product/12-silk-midi-dress',
  '/account/account-overview',
  '/account/billing-and-receipts',
  '/account/bonus-credits-and-referrals',
  '/account/my-profile',
  '/account/my-subscription',
  '/account/order-history',
  '/account/product-polls',
  '/order/41',
  '/payment-result-check?from=subscribe&orderIds=41&totalBilled=20',
  '/review/create?orderItemId=7',
  '/wishlist',
  '/email-unsubscribed',
];

describe('a guest’s pages hydrate without a mismatch', () => {
  it.each(GUEST_PAGES)('%s', async (url) => {
    start(url);
    await serverThenBrowser(url);
  });
});

describe('a member’s pages hydrate without a mismatch', () => {
  it.each(MEMBER_PAGES)('%s', async (url) => {
    signInAsMemberForTest();
    start(url, { User: () => ({ ...MEMBER }) });
    await serverThenBrowser(url);
  });
});

describe('a signed-in shopper’s pages hydrate without a mismatch', () => {
  it.each(['/subscribe'])('%s', async (url) => {
    signInForTest();
    start(url);
    await serverThenBrowser(url);
  });
});

describe('what the server draws', () => {
  it('the header, the page and the footer; not what waits for idle or for the viewport', async () => {
    signInAsMemberForTest();
    start('/product/12-silk-midi-dress', { User: () => ({ ...MEMBER }) });
    const html = await serverThenBrowser('/product/12-silk-midi-dress');
    for (const drawn of ['class="site-header"', 'class="pdp__title"', 'class="site-footer"', 'Terms of Service'])
      expect(html).toContain(drawn);
    // The banner's reserved box (shown while <html data-banner>), and the rows' frames.
    expect(html).toContain('class="top-banner-space"');
    expect(html).toContain('product-row-frame');
    // No assistant, toasts, drawers or modals, and no row's cards.
    for (const deferred of ['assistant-fab', 'toast-region', '<dialog', 'class="product-row" aria-label'])
      expect(html).not.toContain(deferred);
  });

  it('room for the accounts used on this device, by their cookie; the browser fills it in', async () => {
    rememberLogin('ann@tote.test', 'Ann');
    rememberLogin('bo@tote.test', '');
    try {
      for (const url of ['/login-entrance', '/login']) {
        start(url);
        const server = await serverPage(url);
        if (server instanceof Response) throw new Error(`${url} redirects`);
        // Their count is the cookie's; their emails and names stay in the browser.
        expect(server.html).not.toContain('ann@tote.test');
        const { problems, container } = await hydratePage(url, server);
        expect(problems).toEqual([]);
        if (url === '/login-entrance') {
          expect(server.html).toContain('Welcome back');
          expect(server.html.match(/class="login-history__item"/g)).toHaveLength(2);
          await within(container).findByRole('button', { name: /^Ann\s*ann@tote\.test$/ });
          expect(within(container).getByRole('button', { name: 'bo@tote.test' })).toBeTruthy();
        } else {
          expect(server.html).toContain('Choose an account used on this device');
          container.remove();
        }
      }
    } finally {
      document.cookie = `${ACCOUNTS_HERE_COOKIE}=; Max-Age=0; path=/`;
    }
  });
});
