/** The /v1 endpoints of the api's member feature (api/src/features/member/). */
import { int, noParams } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import {
  CANCEL_ANSWER_TEXT_MAX,
  CANCEL_FEEDBACK_MAX,
  CANCEL_SURVEY_ANSWERS_MAX,
  type CancelSurvey,
  type MemberInfo,
  type PlanList,
} from '../member.js';

const answer = z.object({
  questionId: int(1, 1000),
  optionIds: z.array(int(1, 1000)).max(CANCEL_SURVEY_ANSWERS_MAX),
  text: z.string().max(CANCEL_ANSWER_TEXT_MAX).optional(),
});
const cancelParams = z.object({
  surveyList: z.array(answer).max(CANCEL_SURVEY_ANSWERS_MAX),
  feedback: z.string().max(CANCEL_FEEDBACK_MAX).optional(),
  willingness: int(1, 5).optional(),
});

/** features/member/member-routes.ts */
export const memberV1 = {
  planList: endpoint<PlanList>()({
    path: '/member/plan/list',
    methods: ['GET', 'POST'],
    access: 'public',
    params: noParams,
  }),
  query: endpoint<MemberInfo>()({
    path: '/member/query',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: noParams,
  }),
  cancelSurvey: endpoint<CancelSurvey>()({
    path: '/member/cancel-survey',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: noParams,
  }),
  pause: endpoint<MemberInfo>()({
    path: '/member/pause',
    methods: ['POST'],
    access: 'shopper',
    params: noParams,
  }),
  unPause: endpoint<MemberInfo>()({
    path: '/member/unPause',
    methods: ['POST'],
    access: 'shopper',
    params: noParams,
  }),
  cancel: endpoint<MemberInfo>()({
    path: '/member/cancel',
    methods: ['POST'],
    access: 'shopper',
    params: cancelParams,
  }),
};
