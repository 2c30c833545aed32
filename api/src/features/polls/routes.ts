/** /v1/vote/* (contract/polls.ts). */
import type { FastifyInstance } from 'fastify';
import {
  POLL_PAGE_SIZE_DEFAULT,
  type PollDetail,
  type PollPage,
  type PollPushSwitches,
  type PollRemoved,
} from '@tote/contract/polls';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { implement } from '../../platform/http/implement.js';
import { pollsV1 } from '@tote/contract/v1/polls';
import { pollDetail, pollPage, pushSwitches, removePoll, setOptionPush, setPollPush, submitVote } from './store.js';

export function registerPollRoutes(app: FastifyInstance, db: Db): void {
  const userOf = (ctx: Parameters<typeof requireUser>[0]): number => requireUser(ctx).user.id;

  implement(app, pollsV1, {
    page: (p, ctx): Promise<PollPage> =>
      pollPage(db, userOf(ctx), p.pageIndex ?? 1, p.pageSize ?? POLL_PAGE_SIZE_DEFAULT),
    detail: (p, ctx): Promise<PollDetail> => pollDetail(db, userOf(ctx), p.voteId),
    submit: (p, ctx): Promise<PollDetail> => submitVote(db, userOf(ctx), p.voteId, p.optionId),
    queryPushSwitch: (p, ctx): Promise<PollPushSwitches> => pushSwitches(db, userOf(ctx), p.voteId),
    editPushSwitch: (p, ctx): Promise<PollPushSwitches> => setPollPush(db, userOf(ctx), p.voteId, p.pushOn),
    editOptionPushSwitch: (p, ctx): Promise<PollPushSwitches> =>
      setOptionPush(db, userOf(ctx), p.voteId, p.optionId, p.pushOn),
    remove: async (p, ctx): Promise<PollRemoved> => {
      await removePoll(db, userOf(ctx), p.voteId);
      return { voteId: p.voteId, removed: true };
    },
  });
}
