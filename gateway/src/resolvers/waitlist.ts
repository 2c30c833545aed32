/**
 * The waitlist (schema/waitlist.graphql): `waitlist` reads /waitlist/status with the viewer's session (a guest
 * gets GUEST while it is on); `joinWaitlist` calls /waitlist/signup and answers the new status.
 */
import { waitlistV1 } from '@tote/contract/v1/waitlist';
import type { WaitlistStatus } from '@tote/contract/waitlist';
import type { Resolvers, Waitlist } from '../__generated__/resolvers-types.js';
import { Code } from '../errors.js';
import { enumOf } from './enums.js';
import { requireSignIn } from './session.js';
import { attempt } from './upstreamCalls.js';

const WAITLIST_USER_ERROR_CODES: ReadonlySet<number> = new Set([Code.BAD_REQUEST]);

const waitlist = (s: WaitlistStatus): Waitlist => ({ ...s, state: enumOf(s.state) });

export const waitlistResolvers: Resolvers = {
  Query: {
    waitlist: async (_p, _a, ctx) => waitlist(await ctx.loaders.waitlistStatus.load({})),
  },
  Mutation: {
    joinWaitlist: async (_p, _a, ctx) => {
      requireSignIn(ctx, waitlistV1.waitlistSignup);
      const r = await attempt(ctx, ctx.loaders.joinWaitlist.load({}), null, WAITLIST_USER_ERROR_CODES);
      return r.ok ? { waitlist: waitlist(r.value), userErrors: [] } : { waitlist: null, userErrors: r.userErrors };
    },
  },
};
