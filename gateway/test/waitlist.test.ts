/**
 * The waitlist through the gateway against the real api (schema/waitlist.graphql). The run's api has the
 * waitlist off (its default), so the modal stays hidden here; the place in line is still each viewer's own
 * (another member, and a guest, never see it) and the answer is never cached. The gate itself (20013 / 20014
 * while on) is the api's tests' and the e2e's (e2e/waitlist.spec.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freshShopper } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import { scopeOf } from '../src/cache/scope.js';
import { buildSchema } from '../src/schema.js';

const FIELDS = 'on state position modal { visible subtitle title text btnVisible btnLink }';
const WAITLIST = `query Waitlist { waitlist { ${FIELDS} } }`;
const JOIN = `mutation Join { joinWaitlist { waitlist { ${FIELDS} } userErrors { code field message } } }`;

interface Waitlist {
  on: boolean;
  state: string;
  position: number | null;
  modal: { visible: boolean; btnVisible: boolean; btnLink: string | null };
}

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

async function waitlistOf(b: Browser): Promise<Waitlist> {
  const r = await b.gql<{ waitlist: Waitlist }>(WAITLIST);
  expect(r.errors).toBeUndefined();
  return r.data!.waitlist;
}

describe('waitlist and joinWaitlist', () => {
  it('puts the viewer in line once; another member and a guest do not see it', async () => {
    const a = await freshShopper(gw.url);
    const b = await freshShopper(gw.url);
    expect(await waitlistOf(a)).toMatchObject({ on: false, state: 'NONE', position: null, modal: { visible: false } });

    const joined = await a.gql(JOIN);
    expect(joined.data.joinWaitlist.userErrors).toEqual([]);
    const mine: Waitlist = joined.data.joinWaitlist.waitlist;
    expect(mine).toMatchObject({ state: 'WAITING', position: expect.any(Number), modal: { visible: false } });
    expect((await a.gql(JOIN)).data.joinWaitlist.waitlist.position).toBe(mine.position);
    expect(await waitlistOf(a)).toEqual(mine);

    expect(await waitlistOf(b)).toMatchObject({ state: 'NONE', position: null });
    expect(await waitlistOf(new Browser(gw.url))).toMatchObject({ state: 'GUEST', position: null });
  });

  it('asks a guest to sign in before joining', async () => {
    const r = await new Browser(gw.url).gql(JOIN);
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is never cached: the switch may flip at any time', () => {
    expect(scopeOf(buildSchema(), WAITLIST, 'Waitlist', {})).toBe('none');
  });
});
