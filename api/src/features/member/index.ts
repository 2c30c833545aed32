// What the composition root and the other features use of this feature: its public face.
export { addMonths, longDate, ymd } from './dates.js';
export { registerMemberRoutes } from './member-routes.js';
export { defaultPlan, planById, planForLimit, planView, type PlanRow } from './plans.js';
export { assertTransition } from './state.js';
export {
  applyAction,
  applyRenewal,
  currentPeriod,
  hasSubscribedBefore,
  isBoxLocked,
  lockMember,
  settledMember,
  type MemberState,
} from './store.js';
export { startPauseSweeper } from './sweeper.js';
export { billingDate, billingInfo, memberInfo } from './view.js';
