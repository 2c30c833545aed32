import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { RequestParameters } from 'relay-runtime';
import { createFetchFunction } from '../../relay/network.ts';
import { wireErrorReactions } from '../../../app/wireErrorReactions.ts';
import { createEnvironment } from '../../relay/environment.ts';
import { hasUserCookie, readUserCookie } from '../userCookie.ts';
import { isLogin, setLoggedIn } from '../sessionStore.ts';
import {
  isOldIOS,
  LOG_STATUS_CHANNEL,
  listenForLogStatusChange,
  broadcastLogStatusChange,
} from '../logStatusChannel.ts';
import { afterSignInPath, loginUrl, safeRedirectPath } from '../redirects.ts';
import { startSession, markSignedIn, markSignedOut } from '../session.ts';
import { accountsHere, forgetLogin, readLoginHistory } from '../loginHistory.ts';
import { setUserCookie, signInForTest } from '../../../../test/session.ts';

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Listens on the channel the way another tab does. */
function otherTab(): { messages: unknown[]; close(): void } {
  const messages: unknown[] = [];
  const channel = new BroadcastChannel(LOG_STATUS_CHANNEL);
  channel.onmessage = (event) => messages.push(event.data);
  return { messages, close: () => channel.close() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

describe('the user cookie and isLogin', () => {
  it('reads the URL-encoded JSON cookie', () => {
    setUserCookie();
    expect(readUserCookie()).toEqual({
      userId: 7,
      emailHash: 'e3b7c0f5a1',
      emailSha1: '',
      name: 'Ann Shopper',
      isMember: 0,
      subStatus: 'Not Subscribed',
      toteUpperLimit: 6,
    });
  });

  it('is logged in only when the cookie exists AND the store says so', () => {
    setLoggedIn(true);
    expect(isLogin()).toBe(false);
    setUserCookie();
    expect(isLogin()).toBe(true);
    setLoggedIn(false);
    expect(isLogin()).toBe(false);
  });

  it('on start-up counts the cookie as logged in, and without it runs the logged-out cleanup', () => {
    setUserCookie();
    cleanup.push(startSession());
    expect(isLogin()).toBe(true);

    document.cookie = 'tote_user=; Max-Age=0; path=/';
    setLoggedIn(true);
    cleanup.push(startSession());
    expect(isLogin()).toBe(false);
    expect(localStorage.getItem('tote:isLogin')).toBeNull();
  });
});

describe('redirects', () => {
  it(
    'builds /login with redirect_uri = the current full ' + 'path, keeping the given query, and does nothing on login',
    () => {
      expect(loginUrl('/account/my-profile')).toBe('/login?redirect_uri=%2Faccount%2Fmy-profile');
      expect(loginUrl('/account/my-profile?tab=sizes')).toBe(
        '/login?redirect_uri=%2Faccount%2Fmy-profile%3Ftab%3Dsizes',
      );
      expect(loginUrl('/wishlist', { from: 'header' })).toBe('/login?from=header&redirect_uri=%2Fwishlist');
      expect(loginUrl('/wishlist', { redirect_uri: '/home' })).toBe('/login?redirect_uri=%2Fhome');
      expect(loginUrl('/login?redirect_uri=%2Fx')).toBeNull();
    },
  );

  it('goes back only to paths on this origin', () => {
    expect(safeRedirectPath('/account/my-profile?x=1')).toBe('/account/my-profile?x=1');
    expect(safeRedirectPath('https://evil.example/')).toBeNull();
    expect(safeRedirectPath('//evil.example/')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();
    expect(safeRedirectPath('/login')).toBeNull();
    expect(afterSignInPath('?redirect_uri=%2Fbrands')).toBe('/brands');
    expect(afterSignInPath('?redirect_uri=https%3A%2F%2Fevil.example')).toBe('/account/account-overview');
  });
});

describe('logStatusChange across tabs', () => {
  it('treats iOS 15.2 and older as old', () => {
    expect(isOldIOS('Mozilla/5.0 (iPhone; CPU iPhone OS 15_2 like Mac OS X) AppleWebKit/605.1.15')).toBe(true);
    expect(isOldIOS('Mozilla/5.0 (iPhone; CPU iPhone OS 14_8_1 like Mac OS X) AppleWebKit/605.1.15')).toBe(true);
    expect(isOldIOS('Mozilla/5.0 (iPhone; CPU iPhone OS 15_3 like Mac OS X) AppleWebKit/605.1.15')).toBe(false);
    expect(isOldIOS('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(false);
    expect(isOldIOS('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBe(false);
  });

  it("broadcasts 'change' on login and logout, and a tab receiving it runs its reaction", async () => {
    const tab = otherTab();
    cleanup.push(tab.close);
    const onChange = vi.fn();
    // This tab listens too, but a BroadcastChannel never delivers to its own sender.
    cleanup.push(listenForLogStatusChange(onChange));

    signInForTest();
    markSignedIn({ email: 'ann@tote.test', name: 'Ann Shopper' });
    markSignedOut();
    // Delivery between channels is asynchronous and, on a loaded machine, not within a fixed delay.
    await vi.waitFor(() => expect(tab.messages).toEqual(['change', 'change']), { timeout: 5000 });
    expect(onChange).not.toHaveBeenCalled();

    const sender = new BroadcastChannel(LOG_STATUS_CHANNEL);
    cleanup.push(() => sender.close());
    sender.postMessage('change');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await tick();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('falls back to a storage event without BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    cleanup.push(() => vi.unstubAllGlobals());
    const onChange = vi.fn();
    cleanup.push(listenForLogStatusChange(onChange));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    broadcastLogStatusChange('change');
    expect(setItem).toHaveBeenCalledWith('tote:logStatusChange', expect.stringMatching(/^change:/));
    setItem.mockRestore();
    // What another tab's write looks like here.
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'tote:logStatusChange', newValue: `change:${Date.now()}` }),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('the 40000 reaction', () => {
  const params = {
    id: 'q1',
    text: null,
    name: 'MyProfileScreenQuery',
    operationKind: 'query',
    metadata: {},
    cacheID: 'q1',
  } as unknown as RequestParameters;

  it('clears the user cookie, sets logged out, broadcasts and goes to login with redirect_uri', async () => {
    signInForTest();
    const tab = otherTab();
    cleanup.push(tab.close);
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/account/my-profile?tab=sizes'],
    });
    cleanup.push(wireErrorReactions(router, createEnvironment()));
    const fetchFn = createFetchFunction({
      fetchImpl: async () =>
        jsonResponse({
          data: { viewer: null },
          errors: [
            {
              message: 'Please log in',
              path: ['viewer'],
              extensions: { code: 'UNAUTHENTICATED', upstreamCode: 40000 },
            },
          ],
        }),
    });

    await act(async () => {
      await Promise.resolve(fetchFn(params, {}, {}, null) as unknown as Promise<unknown>);
    });
    await vi.waitFor(() => expect(tab.messages).toEqual(['change']), { timeout: 5000 });

    expect(hasUserCookie()).toBe(false);
    expect(document.cookie).not.toContain('tote_user');
    expect(isLogin()).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect_uri=%2Faccount%2Fmy-profile%3Ftab%3Dsizes');
  });

  it('sends the CSRF header on every request', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ data: {} }));
    await createFetchFunction({ fetchImpl })(params, {}, {}, null);
    const headers = fetchImpl.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['x-graphql-yoga-csrf']).toBe('1');
  });
});

describe('login history', () => {
  it('keeps the email and name of recent accounts, newest first, and forgets one on request', () => {
    markSignedIn({ email: 'ann@tote.test', name: 'Ann' });
    markSignedIn({ email: 'bo@tote.test', name: 'Bo' });
    markSignedIn({ email: 'ANN@tote.test', name: 'Ann' });
    expect(readLoginHistory().map((entry) => entry.email)).toEqual(['ANN@tote.test', 'bo@tote.test']);
    expect(Object.keys(readLoginHistory()[0]!).sort()).toEqual(['email', 'lastUsedAt', 'name']);
    forgetLogin('bo@tote.test');
    expect(readLoginHistory().map((entry) => entry.email)).toEqual(['ANN@tote.test']);
  });

  it('keeps how many there are, and only that, in a cookie the server reads; a history without one gets it', () => {
    localStorage.clear();
    markSignedIn({ email: 'ann@tote.test', name: 'Ann' });
    markSignedIn({ email: 'bo@tote.test', name: 'Bo' });
    expect(document.cookie).toContain('tote_accounts_here=2');
    expect(document.cookie).not.toContain('ann');
    forgetLogin('bo@tote.test');
    expect(accountsHere()).toBe(1);
    forgetLogin('ann@tote.test');
    expect(accountsHere()).toBe(0);
    expect(document.cookie).not.toContain('tote_accounts_here');
    localStorage.setItem('tote:loginHistory', JSON.stringify([{ email: 'cy@tote.test', name: '', lastUsedAt: 1 }]));
    cleanup.push(startSession());
    expect(accountsHere()).toBe(1);
    forgetLogin('cy@tote.test');
  });
});
