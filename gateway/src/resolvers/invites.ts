/** Inviting friends by email (contract/invites.ts): the viewer's referral link mailed to up to 10 friends. */
import { inviteEmails, inviteNote } from '@tote/contract/invites';
import { accountsEmailV1 } from '@tote/contract/v1/accounts';
import { z } from 'zod';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { UserErrorShape } from '../errors.js';
import { accountCall, optional } from './accountCalls.js';
import { requireSignIn, validateInput } from './session.js';

const inviteInput = z.object({
  emails: inviteEmails,
  note: optional(inviteNote),
});

/** An address's error is about the one field the addresses are typed in: ["input", "emails"], once. */
function onFields(errors: UserErrorShape[]): UserErrorShape[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    const field = error.field?.slice(0, 2) ?? null;
    const key = `${field?.join('.')}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ ...error, field }];
  });
}

export const inviteResolvers: Resolvers = {
  Mutation: {
    inviteFriends: async (_p, { input }, ctx) => {
      requireSignIn(ctx, accountsEmailV1.referral);
      const v = validateInput(inviteInput, { emails: input.emails, note: input.note });
      if (!v.ok) return { sent: null, userErrors: onFields(v.userErrors) };
      const { emails, note } = v.data;
      const r = await accountCall(ctx, ctx.loaders.inviteFriends.load({ emails, ...(note ? { note } : {}) }));
      if (!r.ok) return { sent: null, userErrors: r.userErrors };
      return { sent: r.value.sent, userErrors: [] };
    },
  },
};
