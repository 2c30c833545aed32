/**
 * Membership: plans, a member's state and its actions (subscribe, pause, resume, cancel), the cancel survey, and
 * the sweep that ends pauses that ran out.
 */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import { registerMemberRoutes } from './member-routes.js';
import { startPauseSweeper } from './sweeper.js';
import type {} from './tables.js'; // its tables in the Database type

export const memberModule: ApiModule<{ db: Db; sweeps: { pausesMs: number } }> = {
  name: 'member',
  register: (app, { db, sweeps }) => {
    registerMemberRoutes(app, db);
    if (sweeps.pausesMs > 0) startPauseSweeper(app, db, sweeps.pausesMs);
  },
};

export { addMonths, longDate, ymd } from './dates.js';
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
export { billingDate, billingInfo, memberInfo } from './view.js';
export { CANCEL_SURVEY } from './survey.js';
