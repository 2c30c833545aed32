/** /v1/vote/* (contract/polls.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  POLL_PAGE_SIZE_DEFAULT,
  POLL_PAGE_SIZE_MAX,
  type PollDetail,
  type PollPage,
  type PollPushSwitches,
  type PollRemoved,
} from '@tote/contract/polls';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { bool, id, int } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import { pollDetail, pollPage, pushSwitches, removePoll, setOptionPush, setPollPush, submitVote } from './store.js';

const poll = { voteId: id() };

export function registerPollRoutes(app: FastifyInstance, db: Db): void {
  const userOf = (ctx: Parameters<typeof requireUser>[0]): number => requireUser(ctx).user.id;

  route(app, {
    path: '/vote/page',
    auth: true,
    params: z.object({ pageIndex: int(1, 100000).optional(), pageSize: int(1, POLL_PAGE_SIZE_MAX).optional() }),
    handler: (p, ctx): Promise<PollPage> =>
      pollPage(db, userOf(ctx), p.pageIndex ?? 1, p.pageSize ?? POLL_PAGE_SIZE_DEFAULT),
  });

  route(app, {
    path: '/vote/detail',
    auth: true,
    params: z.object(poll),
    handler: (p, ctx): Promise<PollDetail> => pollDetail(db, userOf(ctx), p.voteId),
  });

  route(app, {
    path: '/vote/submit',
    methods: ['POST'],
    auth: true,
    params: z.object({ ...poll, optionId: id() }),
    handler: (p, ctx): Promise<PollDetail> => submitVote(db, userOf(ctx), p.voteId, p.optionId),
  });

  route(app, {
    path: '/vote/query/pushSwitch',
    auth: true,
    params: z.object(poll),
    handler: (p, ctx): Promise<PollPushSwitches> => pushSwitches(db, userOf(ctx), p.voteId),
  });

  route(app, {
    path: '/vote/edit/pushSwitch',
    methods: ['POST'],
    auth: true,
    params: z.object({ ...poll, pushOn: bool() }),
    handler: (p, ctx): Promise<PollPushSwitches> => setPollPush(db, userOf(ctx), p.voteId, p.pushOn),
  });

  route(app, {
    path: '/vote/edit/optionPushSwitch',
    methods: ['POST'],
    auth: true,
    params: z.object({ ...poll, optionId: id(), pushOn: bool() }),
    handler: (p, ctx): Promise<PollPushSwitches> => setOptionPush(db, userOf(ctx), p.voteId, p.optionId, p.pushOn),
  });

  route(app, {
    path: '/vote/remove',
    methods: ['POST'],
    auth: true,
    params: z.object(poll),
    handler: async (p, ctx): Promise<PollRemoved> => {
      await removePoll(db, userOf(ctx), p.voteId);
      return { voteId: p.voteId, removed: true };
    },
  });
}
