/**
 * inviteFriends (contract/invites.ts, /email/referral) over HTTP with a running api: the viewer's referral link
 * mailed to her friends (her own address and repeats skipped), the addresses and the note checked by the shared rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InviteMessages } from '@tote/contract/invites';
import type { OutboxResponse } from '@tote/contract/account';
import { Messages } from '@tote/contract/validation';
import { Browser, signUp, uniqueEmail } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw?.close());

const INVITE = /* GraphQL */ `
  mutation Invite($input: InviteFriendsInput!) {
    inviteFriends(input: $input) {
      sent
      userErrors {
        code
        field
        message
      }
    }
  }
`;

async function outbox(email: string) {
  const res = await fetch(`${gw.url}/dev/outbox?${new URLSearchParams({ email })}`);
  return ((await res.json()) as { data: OutboxResponse }).data.list;
}

describe('inviteFriends', () => {
  it('mails her referral link to each friend once, with her note; her own address is skipped', async () => {
    const b = new Browser(gw.url);
    const me = await signUp(b, { name: 'Ava Stone' });
    const [ann, bea] = [uniqueEmail('ann'), uniqueEmail('bea')];
    const r = await b.gql(INVITE, {
      input: { emails: [ann, bea, ann.toUpperCase(), me.email], note: 'Come rent with me!' },
    });
    expect(r.data.inviteFriends).toEqual({ sent: 2, userErrors: [] });
    const [mail] = await outbox(ann);
    const { referralCode } = (await b.gql('{ viewer { referralCode } }')).data.viewer;
    expect(mail?.text).toContain(`/register/${referralCode}`);
    expect(mail?.text).toContain('Come rent with me!');
    expect(await outbox(bea)).toHaveLength(1);
  });

  it('refuses a bad address, none or over 10, a long note, on their fields; a guest: UNAUTHENTICATED', async () => {
    const b = new Browser(gw.url);
    await signUp(b);
    const invite = async (input: object) => (await b.gql(INVITE, { input })).data.inviteFriends;
    expect(await invite({ emails: ['ann@tote.test', 'not-an-address', 'also@'] })).toEqual({
      sent: null,
      userErrors: [{ code: 'VALIDATION', field: ['input', 'emails'], message: Messages.emailInvalid }],
    });
    for (const emails of [[], Array.from({ length: 11 }, (_, i) => `f${i}@tote.test`)])
      expect(await invite({ emails })).toEqual({
        sent: null,
        userErrors: [{ code: 'VALIDATION', field: ['input', 'emails'], message: InviteMessages.emailsCount }],
      });
    expect(await invite({ emails: ['ann@tote.test'], note: 'x'.repeat(501) })).toEqual({
      sent: null,
      userErrors: [{ code: 'VALIDATION', field: ['input', 'note'], message: InviteMessages.noteTooLong }],
    });
    const guest = await new Browser(gw.url).gql(INVITE, { input: { emails: ['ann@tote.test'] } });
    expect(guest.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
