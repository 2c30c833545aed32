import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { generatedFetch, loadLazyRoutes, renderRoutes } from '../../../../test/relay.tsx';
import { signInForTest } from '../../../../test/session.ts';
import { isLogin } from '../sessionStore.ts';
import { hasUserCookie } from '../userCookie.ts';
import { LOG_STATUS_CHANNEL } from '../logStatusChannel.ts';
import { wireErrorReactions } from '../../../app/wireErrorReactions.ts';

// The app's real network layer (not a mock environment): the reaction under test lives there.
// Each test says what the guarded page's query answers; every other query gets generated data.
let answerProfile: unknown;
const resolvers: MockResolvers = {
  Query: () => ({ viewer: undefined }),
  User: () => ({
    name: 'Ann Shopper',
    email: 'shopper@tote.test',
    mobile: '5551234567',
    subscriptionStatus: 'NOT_SUBSCRIBED',
  }),
  MenuItem: (_context, generateId) => ({
    id: `menu-${generateId()}`,
    title: 'Dresses',
    url: '/category/DRESSES',
    children: [],
  }),
};
vi.mock('../../relay/environment.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../relay/environment.ts')>();
  const fetchImpl = generatedFetch(resolvers, (name) => (name === 'MyProfileScreenQuery' ? answerProfile : undefined));
  return { ...actual, environment: actual.createEnvironment({ fetchImpl }) };
});

const { environment } = await import('../../relay/environment.ts');
const { routes } = await import('../../../app/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

/** Signed in on the overview; the session then ends elsewhere and the shopper opens My profile. */
async function openProfileAfterSessionEnded(answer: unknown) {
  answerProfile = answer;
  signInForTest();
  const heard: unknown[] = [];
  const otherTab = new BroadcastChannel(LOG_STATUS_CHANNEL);
  otherTab.onmessage = (event) => heard.push(event.data);
  const { router } = renderRoutes(routes, environment as unknown as RelayMockEnvironment, '/account/account-overview');
  const unwire = wireErrorReactions(router, environment);
  try {
    await screen.findByRole('heading', { name: 'Hi, Ann' });
    void router.navigate('/account/my-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect_uri=%2Faccount%2Fmy-profile');
    expect(isLogin()).toBe(false);
    expect(hasUserCookie()).toBe(false);
    await waitFor(() => expect(heard).toEqual(['change']));
    expect(await screen.findByRole('button', { name: /^log in$/i })).toBeTruthy();
  } finally {
    unwire();
    otherTab.close();
  }
}

describe('a guarded route whose session ended elsewhere (code 40000)', () => {
  it('goes to login when the query fails with UNAUTHENTICATED mid-navigation', async () => {
    await openProfileAfterSessionEnded({
      data: null,
      errors: [
        {
          message: 'Please log in to continue.',
          path: ['viewer'],
          extensions: { code: 'UNAUTHENTICATED', upstreamCode: 40000 },
        },
      ],
    });
  });

  it(
    'goes to login when the query answers no viewer (the ' + 'gateway ended the session and cleared the cookies)',
    async () => {
      await openProfileAfterSessionEnded({ data: { viewer: null } });
    },
  );
});
