/**
 * Banners and pop-ups through the gateway against the real api (schema/app.graphql Popup): every field of the
 * api's popInfo, enums in UPPER_CASE, the audience as the api sees the viewer's session; the guests' answer is
 * kept for every guest (cache/policy.ts) and never reaches a signed-in shopper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freshShopper } from './account-helpers.js';
import { scopeOf } from '../src/cache/scope.js';
import { buildSchema } from '../src/schema.js';
import { startGateway, v1, type Gateway } from './helpers.js';

const POPUPS = /* GraphQL */ `
  query Popups {
    appInit {
      popups {
        id
        kind
        title
        content
        link
        linkLabel
        image
        audience
        maxShowCount
        minIntervalSeconds
        startsAt
        endsAt
      }
    }
  }
`;

interface Popup {
  id: string;
  kind: string;
  audience: string;
}

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

async function popupsOf(b: Browser): Promise<Popup[]> {
  const r = await b.gql<{ appInit: { popups: Popup[] } }>(POPUPS);
  expect(r.errors).toBeUndefined();
  return r.data!.appInit.popups;
}

describe('appInit.popups', () => {
  it('gives a guest the seeded banner and entrance pop-up with every field', async () => {
    const popups = await popupsOf(new Browser(gw.url));
    expect(popups.find((p) => p.id === 'welcome-2025')).toEqual({
      id: 'welcome-2025',
      kind: 'BANNER',
      title: 'Your first month, on us',
      content: 'Join Tote and rent up to 6 styles at a time. Cancel anytime.',
      link: '/subscribe',
      linkLabel: 'Join now',
      image: null,
      audience: 'NON_MEMBER',
      maxShowCount: 3,
      minIntervalSeconds: 86400,
      startsAt: null,
      endsAt: null,
    });
    expect(popups.find((p) => p.id === 'entrance')).toMatchObject({ kind: 'POPUP', audience: 'GUEST' });
  });

  it("is the viewer's own: a signed-in shopper never gets the guests' answer", async () => {
    const guest = new Browser(gw.url);
    expect((await popupsOf(guest)).map((p) => p.id)).toContain('entrance');
    expect((await popupsOf(guest)).map((p) => p.id)).toContain('entrance');
    const shopper = await freshShopper(gw.url);
    const ids = (await popupsOf(shopper)).map((p) => p.id);
    expect(ids).toContain('welcome-2025');
    expect(ids).not.toContain('entrance');
  });

  it("a signed-in shopper's answer is never the cached guests' one: the back office switch shows at once", async () => {
    const shopper = await freshShopper(gw.url);
    expect((await popupsOf(shopper)).length).toBeGreaterThanOrEqual(1);
    expect((await v1('/admin/popups/switch', { on: false })).code).toBe(0);
    try {
      expect(await popupsOf(shopper)).toEqual([]);
    } finally {
      expect((await v1('/admin/popups/switch', { on: true })).code).toBe(0);
    }
    expect((await popupsOf(shopper)).map((p) => p.id)).toContain('welcome-2025');
  });

  it('is never kept (cache/policy.ts): the web asks once per visit, and a back office switch shows at once', () => {
    expect(scopeOf(buildSchema(), '{ appInit { popups { id } } }')).toBe('none');
  });
});
