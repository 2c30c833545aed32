/** The /v1 endpoints of the api's polls feature (api/src/features/polls/). */
import { PAGE_INDEX_MAX, bool, id, int } from '../params.js';
import { POLL_PAGE_SIZE_MAX } from '../polls.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { PollDetail, PollPage, PollPushSwitches, PollRemoved } from '../polls.js';

const poll = { voteId: id() };

/** features/polls/routes.ts */
export const pollsV1 = {
  page: endpoint<PollPage>()({
    path: '/vote/page',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({ pageIndex: int(1, PAGE_INDEX_MAX).optional(), pageSize: int(1, POLL_PAGE_SIZE_MAX).optional() }),
  }),
  detail: endpoint<PollDetail>()({
    path: '/vote/detail',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object(poll),
  }),
  submit: endpoint<PollDetail>()({
    path: '/vote/submit',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ ...poll, optionId: id() }),
  }),
  queryPushSwitch: endpoint<PollPushSwitches>()({
    path: '/vote/query/pushSwitch',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object(poll),
  }),
  editPushSwitch: endpoint<PollPushSwitches>()({
    path: '/vote/edit/pushSwitch',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ ...poll, pushOn: bool() }),
  }),
  editOptionPushSwitch: endpoint<PollPushSwitches>()({
    path: '/vote/edit/optionPushSwitch',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ ...poll, optionId: id(), pushOn: bool() }),
  }),
  remove: endpoint<PollRemoved>()({
    path: '/vote/remove',
    methods: ['POST'],
    access: 'shopper',
    params: z.object(poll),
  }),
};
