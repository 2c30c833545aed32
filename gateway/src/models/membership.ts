/** Plans, the shopper's membership and its changes (schema/membership.graphql). */
import type { CancelSurvey, MemberInfo, Plan, SurveyQuestion } from '@tote/contract/member';
import type { UserErrorData } from './_relay.js';

export type MembershipPlanModel = Plan;
export type MembershipModel = MemberInfo;
export type CancelSurveyModel = CancelSurvey;
export type SurveyQuestionModel = SurveyQuestion;
export interface MembershipPayloadModel {
  membership: MembershipModel | null;
  userErrors: UserErrorData[];
}
