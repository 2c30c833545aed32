/** /v1/member/*: plans, the membership view, pause / unpause / cancel with the survey (contract/member.ts). */
import type { FastifyInstance } from 'fastify';
import type { CancelSurvey, MemberAction, MemberInfo, PlanList } from '@tote/contract/member';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { implement } from '../../platform/http/implement.js';
import { listPlans, planView } from './plans.js';
import { assertTransition } from './state.js';
import { applyAction, isBoxLocked, lockMember, type MemberState } from './store.js';
import { CANCEL_SURVEY, checkSurveyAnswers } from './survey.js';
import { memberV1 } from '@tote/contract/v1/member';
import { memberInfo } from './view.js';

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
  implement(app, memberV1, {
    planList: async (): Promise<PlanList> => {
      const plans = (await listPlans(db)).map(planView);
      return { list: plans, defaultPlanId: (plans.find((p) => p.isDefault) ?? plans[0]!).planId };
    },
    query: async (_p, ctx): Promise<MemberInfo> => memberInfo(db, requireUser(ctx).user.id),
    cancelSurvey: (): CancelSurvey => CANCEL_SURVEY,
    pause: (_p, ctx): Promise<MemberInfo> => changeMembership(db, requireUser(ctx).user.id, 'pause'),
    unPause: (_p, ctx): Promise<MemberInfo> => changeMembership(db, requireUser(ctx).user.id, 'unpause'),
    cancel: (p, ctx): Promise<MemberInfo> => {
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
