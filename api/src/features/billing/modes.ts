/**
 * What each checkout mode needs and does (contract/checkout.ts "Modes"): the membership action it
 * performs, the Tote sections it takes items from, its receipt's cost type, and the check of the
 * member's state before pricing and again before charging.
 */
import type { CheckoutMode, CostType, OrderMode } from '@tote/contract/checkout';
import { ErrorCode } from '@tote/contract/codes';
import { MEMBER_STATE_SENTENCE, type MemberAction } from '@tote/contract/member';
import type { Db } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/errors.js';
import { longDate, assertTransition, currentPeriod, isBoxLocked, type MemberState } from '../member/index.js';

/** The membership action a paid order performs (a renewal moves the period instead: member/store.ts applyRenewal). */
export const MODE_ACTION: Partial<Record<OrderMode, MemberAction>> = {
  subscribe: 'subscribe',
  resubscribe: 'resubscribe',
  'resume-subscription': 'resume',
  'unlock-early': 'unlock-early',
};

export const COST_TYPE: Record<OrderMode, CostType> = {
  subscribe: 'Subscription',
  renewal: 'Subscription',
  resubscribe: 'Subscription',
  'resume-subscription': 'Subscription',
  'unlock-early': 'Premium',
  'purchase-only': 'Purchase',
  'rent-to-buy': 'Purchase',
  'rent-only': 'Order',
  'rent-and-purchase': 'Order',
};

/** The Tote sections a mode checks out. */
export const MODE_SECTIONS: Record<CheckoutMode, readonly ('rent' | 'purchase')[]> = {
  subscribe: [],
  resubscribe: [],
  'resume-subscription': [],
  'unlock-early': [],
  'rent-to-buy': [],
  'purchase-only': ['purchase'],
  'rent-only': ['rent'],
  'rent-and-purchase': ['rent', 'purchase'],
};

export const isRentalMode = (mode: CheckoutMode): boolean => mode === 'rent-only' || mode === 'rent-and-purchase';

const notAllowed = (what: string, state: MemberState): ApiError =>
  new ApiError(
    ErrorCode.MEMBERSHIP_ACTION_NOT_ALLOWED,
    `You can't ${what} now: ${MEMBER_STATE_SENTENCE[state.user.sub_status]}`,
  );

/** 23001 / 23002 when the member's state does not allow the mode now. */
export async function assertModeAllowed(
  db: Db,
  state: MemberState,
  mode: CheckoutMode,
  now = new Date(),
): Promise<void> {
  const action = MODE_ACTION[mode];
  if (action) {
    const boxLocked = action === 'unlock-early' && (await isBoxLocked(db, state, now));
    assertTransition(state.user.sub_status, action, { boxLocked });
    return;
  }
  if (isRentalMode(mode)) {
    if (state.user.sub_status !== 'Subscribed') throw notAllowed('rent', state);
    if (await isBoxLocked(db, state, now)) {
      const end = currentPeriod(state, now)?.end;
      throw new ApiError(
        ErrorCode.BOX_LOCKED,
        'Your box for this period has been ordered. Unlock your next box early' +
          (end ? `, or order again after ${longDate(end)}` : '') +
          '.',
      );
    }
  }
  if (mode === 'rent-to-buy' && !state.user.is_member) throw notAllowed('buy what you rent', state);
}
