/**
 * Product polls (schema/polls.graphql): the viewer's open polls (/vote/page), voting (/vote/submit), the
 * push switches per poll and option (/vote/edit/*) and removing a poll (/vote/remove). A refused call
 * (23008 already voted or closed, 20003 unknown or removed poll or option, 40001) is a userError with the
 * api's message verbatim; after a change the poll is read again as the viewer now sees it.
 */
import { pollsV1 } from '@tote/contract/v1/polls';
import { POLL_PAGE_SIZE_MAX, type PollDetail } from '@tote/contract/polls';
import type { Resolvers, ResolversTypes } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { Code, nullIfNotFound, type UpstreamError } from '../errors.js';
import { toGlobalId } from '../ids.js';
import { validOrderId } from './order.js';
import { loadViewer, requireSignIn } from './session.js';
import { asSignedIn, attempt, validationError } from './upstreamCalls.js';

type PollPayload = ResolversTypes['ProductPollPayload'];

const POLL_USER_ERROR_CODES: ReadonlySet<number> = new Set([
  Code.POLL_VOTE_REFUSED,
  Code.DATA_NOT_FOUND,
  Code.BAD_REQUEST,
]);

/** Poll and option ids are database ids like an order's. */
const validId = validOrderId;
const NO_POLL = 'This poll does not exist.';
const NO_OPTION = 'This option is not part of the poll.';

/** `ProductPoll:{pollId}`: the poll as the viewer sees it; a guest's ask or a removed poll is null. */
export function resolveProductPollNode(key: string, ctx: GatewayContext): Promise<PollDetail | null> {
  if (!/^[1-9]\d{0,9}$/.test(key) || !validId(Number(key))) return Promise.resolve(null);
  return asSignedIn(ctx, () => nullIfNotFound(ctx.loaders.pollDetail.load({ voteId: Number(key) })));
}

/** 23008 is about the poll as a whole; 20003 and 40001 about the id sent in `field`. */
const fieldOf =
  (field: string[]) =>
  (e: UpstreamError): string[] | null =>
    e.code === Code.POLL_VOTE_REFUSED ? null : field;

/** A write, then the poll as the viewer now sees it. */
async function pollPayload(
  ctx: GatewayContext,
  pollId: number,
  call: Promise<unknown>,
  field: string[],
): Promise<PollPayload> {
  const r = await attempt(ctx, call, fieldOf(field), POLL_USER_ERROR_CODES);
  if (!r.ok) return { poll: null, userErrors: r.userErrors };
  ctx.loaders.pollPage.clearAll();
  ctx.loaders.pollDetail.clear({ voteId: pollId });
  return { poll: await ctx.loaders.pollDetail.load({ voteId: pollId }), userErrors: [] };
}

const refused = (field: string[], message: string): PollPayload => ({
  poll: null,
  userErrors: [validationError(field, message)],
});

export const pollsResolvers: Resolvers = {
  User: {
    productPolls: async (_u, _a, ctx) =>
      (await ctx.loaders.pollPage.load({ pageIndex: 1, pageSize: POLL_PAGE_SIZE_MAX })).list,
  },

  ProductPoll: {
    id: (p) => toGlobalId('ProductPoll', p.voteId),
    pollId: (p) => p.voteId,
  },

  Mutation: {
    voteInPoll: (_p, { input }, ctx) => {
      requireSignIn(ctx, pollsV1.submit);
      if (!validId(input.pollId)) return refused(['input', 'pollId'], NO_POLL);
      if (!validId(input.optionId)) return refused(['input', 'optionId'], NO_OPTION);
      const call = ctx.loaders.submitPollVote.load({ voteId: input.pollId, optionId: input.optionId });
      return pollPayload(ctx, input.pollId, call, ['input', 'optionId']);
    },

    setPollPush: (_p, { input }, ctx) => {
      requireSignIn(ctx, pollsV1.editPushSwitch);
      if (!validId(input.pollId)) return refused(['input', 'pollId'], NO_POLL);
      const call = ctx.loaders.setPollPush.load({ voteId: input.pollId, pushOn: input.on });
      return pollPayload(ctx, input.pollId, call, ['input', 'pollId']);
    },

    setPollOptionPush: (_p, { input }, ctx) => {
      requireSignIn(ctx, pollsV1.editOptionPushSwitch);
      if (!validId(input.pollId)) return refused(['input', 'pollId'], NO_POLL);
      if (!validId(input.optionId)) return refused(['input', 'optionId'], NO_OPTION);
      const call = ctx.loaders.setPollOptionPush.load({
        voteId: input.pollId,
        optionId: input.optionId,
        pushOn: input.on,
      });
      return pollPayload(ctx, input.pollId, call, ['input', 'optionId']);
    },

    removePoll: async (_p, { input }, ctx) => {
      requireSignIn(ctx, pollsV1.remove);
      if (!validId(input.pollId))
        return { removedPollId: null, viewer: null, userErrors: [validationError(['input', 'pollId'], NO_POLL)] };
      const r = await attempt(
        ctx,
        ctx.loaders.removePoll.load({ voteId: input.pollId }),
        fieldOf(['input', 'pollId']),
        POLL_USER_ERROR_CODES,
      );
      if (!r.ok) return { removedPollId: null, viewer: null, userErrors: r.userErrors };
      ctx.loaders.pollPage.clearAll();
      ctx.loaders.pollDetail.clear({ voteId: input.pollId });
      return { removedPollId: toGlobalId('ProductPoll', input.pollId), viewer: await loadViewer(ctx), userErrors: [] };
    },
  },
};
