/** /v1/member/*: plans, the membership view, pause / unpause / cancel with the survey (contract/member.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CancelSurvey, MemberAction, MemberInfo, PlanList } from '@tote/contract/member';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { int, noParams } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import { listPlans, planView } from './plans.js';
import { assertTransition } from './state.js';
import { applyAction, isBoxLocked, lockMember, type MemberState } from './store.js';
import { CANCEL_SURVEY, checkSurveyAnswers } from './survey.js';
import { memberInfo } from './view.js';

const answer = z.object({
  questionId: int(1, 1000),
  optionIds: z.array(int(1, 1000)).max(20),
  text: z.string().max(500).optional(),
});
const cancelParams = z.object({
  surveyList: z.array(answer).max(20),
  feedback: z.string().max(2000).optional(),
  willingness: int(1, 5).optional(),
});

/** One membership change: lock, check the state machine, apply; answers the new MemberInfo. */
export async function changeMembership(
  db: Db,
  userId: number,
  action: MemberAction,
  before?: (trx: Db, state: MemberState) => Promise<void>,
): Promise<MemberInfo> {
  await db.transaction().execute(async (trx) => {
    const state = await lockMember(trx, userId);
    const boxLocked = action === 'unlock-early' && (await isBoxLocked(trx, state));
    assertTransition(state.user.sub_status, action, { boxLocked });
    await before?.(trx, state);
    await applyAction(trx, state, action);
  });
  return memberInfo(db, userId);
}

export function registerMemberRoutes(app: FastifyInstance, db: Db): void {
  route(app, {
    path: '/member/plan/list',
    params: noParams,
    handler: async (): Promise<PlanList> => {
      const plans = (await listPlans(db)).map(planView);
      return { list: plans, defaultPlanId: (plans.find((p) => p.isDefault) ?? plans[0]!).planId };
    },
  });

  route(app, {
    path: '/member/query',
    auth: true,
    params: noParams,
    handler: async (_p, ctx): Promise<MemberInfo> => memberInfo(db, requireUser(ctx).user.id),
  });

  route(app, {
    path: '/member/cancel-survey',
    auth: true,
    params: noParams,
    handler: (): CancelSurvey => CANCEL_SURVEY,
  });

  route(app, {
    path: '/member/pause',
    methods: ['POST'],
    auth: true,
    params: noParams,
    handler: (_p, ctx): Promise<MemberInfo> => changeMembership(db, requireUser(ctx).user.id, 'pause'),
  });

  route(app, {
    path: '/member/unPause',
    methods: ['POST'],
    auth: true,
    params: noParams,
    handler: (_p, ctx): Promise<MemberInfo> => changeMembership(db, requireUser(ctx).user.id, 'unpause'),
  });

  route(app, {
    path: '/member/cancel',
    methods: ['POST'],
    auth: true,
    params: cancelParams,
    handler: (p, ctx): Promise<MemberInfo> => {
      const answers = checkSurveyAnswers(p.surveyList);
      const userId = requireUser(ctx).user.id;
      return changeMembership(db, userId, 'cancel', async (trx) => {
        await trx
          .insertInto('cancel_surveys')
          .values({
            user_id: userId,
            answers: JSON.stringify(answers),
            feedback: p.feedback?.trim() ?? '',
            willingness: p.willingness ?? null,
          })
          .execute();
      });
    },
  });
}
