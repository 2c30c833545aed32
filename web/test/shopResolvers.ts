/**
 * The mock resolvers the shop's route tests share: the viewer (signed in or a guest), the shopper or
 * the member, the menu, the Classic plan and no waitlist. Each test file's fixtures add their own on top.
 */
import type { MockResolver, MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { isLogin } from '../src/platform/session/sessionStore.ts';

/** The viewer: generated for a signed-in shopper, null for a guest. */
export const viewerQuery: MockResolver = () => ({ viewer: isLogin() ? undefined : null });

/** A shopper who is not a member, with no address or card on file. */
export const SHOPPER = {
  name: 'Ann Shopper',
  points: 0,
  subscriptionStatus: 'NOT_SUBSCRIBED',
  isMember: false,
  shippingAddress: null,
  paymentMethod: null,
};

/** A subscribed member, with no address or card on file. */
export const MEMBER = { ...SHOPPER, name: 'Maya Member', subscriptionStatus: 'SUBSCRIBED', isMember: true };

export const menuItem: MockResolver = (_context, generateId) => ({
  id: `menu-${generateId()}`,
  title: 'Dresses',
  url: '/category/DRESSES',
  children: [],
});

export const classicPlan = (_context: unknown, generateId: () => number) => ({
  id: `plan-${generateId()}`,
  planId: 2,
  name: 'Classic',
  isDefault: true,
  features: ['Free shipping'],
});

/** The viewer, the shopper, the menu and the Classic plan, with `over` on top. */
export function shopResolvers(over: MockResolvers = {}): MockResolvers {
  return {
    Query: viewerQuery,
    User: () => ({ ...SHOPPER }),
    MenuItem: menuItem,
    MembershipPlan: classicPlan,
    // The shop's default: no waitlist, the membership flow shows (waitlist.test.tsx turns it on).
    WaitlistModal: () => ({ visible: false, btnVisible: false, btnLink: null }),
    // No reviews yet (the generator's string for a Float would not render; reviews.test.tsx gives its own).
    ReviewSummary: () => ({ average: 0, count: 0, starCounts: [], runsSmall: 0, trueToSize: 0, runsLarge: 0 }),
    // No banners or pop-ups (banners.test.tsx gives its own).
    AppInit: () => ({ popups: [] }),
    // The minibot keeps quiet on a product page (assistant-actions.test.tsx lets it speak).
    AssistantBehaviorPayload: () => ({ ok: true, message: null, userErrors: [] }),
    ...over,
  };
}
