/**
 * The membership state machine (contract/member.ts "Transitions"): which action is allowed from
 * which subStatus and where it leads. Pure; store.ts applies it, and every membership change —
 * the /member/* endpoints and the checkout modes — asks it first.
 */
import type { SubStatus } from '@tote/contract/account';
import { ErrorCode } from '@tote/contract/codes';
import { MEMBER_STATE_SENTENCE, type MemberAction, type MemberActions } from '@tote/contract/member';
import { ApiError } from '../../platform/http/errors.js';

interface Transition {
  from: readonly SubStatus[];
  to: SubStatus;
  verb: string;
}

export const TRANSITIONS: Readonly<Record<MemberAction, Transition>> = {
  subscribe: { from: ['Not Subscribed'], to: 'Subscribed', verb: 'subscribe' },
  pause: { from: ['Subscribed'], to: 'Paused', verb: 'pause your membership' },
  unpause: { from: ['Paused'], to: 'Subscribed', verb: 'unpause your membership' },
  cancel: { from: ['Subscribed', 'Paused'], to: 'Cancelled', verb: 'cancel your membership' },
  resubscribe: { from: ['Cancelled'], to: 'Subscribed', verb: 'resubscribe' },
  resume: { from: ['Paused'], to: 'Subscribed', verb: 'resume your membership' },
  'unlock-early': { from: ['Subscribed'], to: 'Subscribed', verb: 'unlock your next box early' },
};

/** Actions whose effect starts a new paid period (they go through the checkout). */
export const PAID_ACTIONS: readonly MemberAction[] = ['subscribe', 'resubscribe', 'resume', 'unlock-early'];

export interface MachineContext {
  /** The rental box of the current period is locked (unlock early needs it). */
  boxLocked: boolean;
}

function refusal(status: SubStatus, action: MemberAction, ctx: MachineContext): string | null {
  const t = TRANSITIONS[action];
  if (!t.from.includes(status)) return `You can't ${t.verb} now: ${MEMBER_STATE_SENTENCE[status]}`;
  if (action === 'unlock-early' && !ctx.boxLocked) return `You can't ${t.verb} now: your box is not locked.`;
  return null;
}

export function canTransition(status: SubStatus, action: MemberAction, ctx: MachineContext): boolean {
  return refusal(status, action, ctx) === null;
}

/** The status the action leads to, or 23001 (and nothing changes). */
export function assertTransition(status: SubStatus, action: MemberAction, ctx: MachineContext): SubStatus {
  const why = refusal(status, action, ctx);
  if (why) throw new ApiError(ErrorCode.MEMBERSHIP_ACTION_NOT_ALLOWED, why);
  return TRANSITIONS[action].to;
}

export function allowedActions(status: SubStatus, ctx: MachineContext): MemberActions {
  const can = (a: MemberAction) => canTransition(status, a, ctx);
  return {
    subscribe: can('subscribe'),
    pause: can('pause'),
    unPause: can('unpause'),
    cancel: can('cancel'),
    resubscribe: can('resubscribe'),
    resume: can('resume'),
    unlockEarly: can('unlock-early'),
  };
}
