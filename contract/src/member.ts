/**
 * /v1 membership contract (issue 5): plans, the membership state machine, pause / unpause / cancel
 * and the cancel survey. Types only (import with `import type`), like account.ts. Paying for a
 * membership (subscribe, resubscribe, resume, unlock early) goes through the checkout of
 * checkout.ts; this file says which state each of those needs and what it changes.
 *
 * Every endpoint is [auth] (account.ts: no / bad token → 40000 HTTP 401, expired → 60005) except
 * `/member/plan/list`. Reads accept GET and POST; changes are POST only.
 *
 * ## States — `subStatus`
 *   'Not Subscribed'  never subscribed. isMember 0.
 *   'Subscribed'      billed monthly on nextBillingDate; rents up to the plan's toteUpperLimit.
 *   'Paused'          no billing and no renting until pausedExpired (PAUSE_MONTHS = 1 month after
 *                     pausing); then Subscribed again by itself (checked on every member/order call
 *                     and by a sweep once a minute).
 *   'Cancelled'       no billing, no renting; isMember stays 1 (a former member). May resubscribe.
 * The user's `sub_status` column is the one source of truth (the Tote's rent check reads it);
 * isMember is 1 for Subscribed, Paused and Cancelled, and never goes back to 0.
 *
 * ## Transitions — anything not listed answers 23001 and changes nothing
 *   action        how                                           from                 to          charge
 *   subscribe     checkout mode 'subscribe'                     Not Subscribed       Subscribed  plan price*
 *   pause         POST /member/pause                            Subscribed           Paused      —
 *   unpause       POST /member/unPause (or the pause runs out)  Paused               Subscribed  —
 *   cancel        POST /member/cancel                           Subscribed, Paused   Cancelled   —
 *   resubscribe   checkout mode 'resubscribe'                   Cancelled            Subscribed  plan price*
 *   resume        checkout mode 'resume-subscription'           Paused               Subscribed  plan price*
 *   unlock early  checkout mode 'unlock-early'                  Subscribed + box     Subscribed  plan price*
 *                                                               locked (below)
 *   * the new period starts today.
 * The checkout modes are checked by /order/pre-pay-detail, /order/create and again by /order/pay
 * before any charge. A payment that has succeeded always takes effect (the money is taken).
 * `MemberInfo.actions` says which actions are allowed now.
 *
 * 23001 message: "You can't {verb} now: {state sentence}" — verbs: subscribe, pause your
 * membership, unpause your membership, cancel your membership, resubscribe, resume your membership,
 * unlock your next box early; state sentences (MEMBER_STATE_SENTENCE below):
 *   Not Subscribed → "you are not a member yet."       Subscribed → "your membership is active."
 *   Paused → "your membership is paused."              Cancelled → "your membership is cancelled."
 * Unlock early while Subscribed but the box is not locked: "You can't unlock your next box early
 * now: your box is not locked." Example: "You can't pause your membership now: your membership is paused."
 *
 * ## Billing dates
 * - A paid period is one calendar month: from the day of the payment to the same day next month
 *   (clamped: Jan 31 → Feb 28/29). `nextBillingDate` (YYYY-MM-DD, UTC) is the end of the period.
 * - Pausing freezes the period: the days left are kept. While Paused, nextBillingDate is the
 *   date billing would resume if the pause runs its full length (old date + pause length).
 *   Unpausing (or the pause running out) moves the billing date by the time actually spent paused.
 * - Cancelling ends billing (nextBillingDate null). A Subscribed member's period moves on only
 *   when its renewal is paid (below); until then nextBillingDate is the date that is due.
 * - toteUpperLimit is the plan's (6 on the default plan, 9 on Plus); subscribing, resubscribing
 *   or resuming with another plan changes it.
 *
 * ## Renewals (the api's sweep, once a minute; no endpoint but a development one, below)
 * On (or after) nextBillingDate a Subscribed member is charged the plan's price, off-session, on
 * the saved card: one renewal order per membership and billing date (cost type Subscription, its
 * receipt titled "{Plan} membership — {start} to {end}", mode 'renewal'; the order is the shop's
 * own, not a checkout: /order/pay and /order/queryPayResult answer 20003 for it, /order/detail
 * shows it: order.ts), one PaymentIntent per
 * renewal order, created and confirmed with idempotency keys derived from (member, billing date)
 * and the attempt — so sweeps running twice or on two instances at once charge once.
 * - Paid → the next period runs from the old billing date to one calendar month later (a billing
 *   date more than a month overdue starts the new period today: no catch-up charges); a receipt.
 * - Declined, authentication required (off-session there is nobody to authenticate: 3-D Secure
 *   cards fail here), no saved card, or the card is unusable → a failed attempt: the member stays
 *   Subscribed and "past due" (MemberInfo.renewal, and a sentence in messageList naming the reason),
 *   the period does not move, and the sweep tries again RENEWAL_RETRY_HOURS later with the card
 *   saved then — or at its next run when the member saves a card (/payment/edit) before that. The
 *   RENEWAL_MAX_ATTEMPTS-th failed attempt cancels the membership (as
 *   /member/cancel does; membership event 'renewal-failed'); the renewal order is closed.
 * - The provider unreachable is not an attempt: the next sweep tries again.
 * - Paused and Cancelled members are not charged; a pause moves the billing date (above) and a
 *   new paid period (resume, resubscribe, unlock early) clears a past-due state.
 * - Members without a stored membership row (accounts made Subscribed directly, not through a
 *   checkout) have an anniversary period and are not charged.
 *
 * ## The box and unlock early (extraBillingInfo.isShowBtnUnlockEarly)
 * A Subscribed member ships one rental box per billing period: once a rental order (checkout mode
 * 'rent-only' or 'rent-and-purchase') has been paid in the current period, the box is locked
 * (`boxLocked`; a second rental order → 23002) until the next billing date, or until every
 * rented item of that order has come back (returned, or bought through rent-to-buy: order.ts
 * "Item states"), whichever comes first. An order cancelled before it shipped locks nothing.
 * Rented items not back yet (waiting to ship, on their way, with the member, asked back, on
 * their way back, unresolved) also take Tote slots: adding a rental and checking out allow
 * `toteUpperLimit` − items out (21001).
 * `isShowBtnUnlockEarly` is true exactly when the member is Subscribed and the box is locked:
 * unlocking early (checkout mode 'unlock-early') charges the plan price now and starts a new
 * period today, which unlocks the box.
 *
 * ## Endpoints
 * - `/member/plan/list` (no auth) → PlanList. The plans in display order.
 * - `/member/query` (POST; GET ok) → MemberInfo.
 * - `/member/pause` (POST, no params) → MemberInfo. Subscribed → Paused for PAUSE_MONTHS.
 * - `/member/unPause` (POST, no params) → MemberInfo. Paused → Subscribed.
 * - `/member/cancel` (POST CancelParams) → MemberInfo. Subscribed|Paused → Cancelled. The survey
 *   answers must name questions and options of /member/cancel-survey (else 40001 naming them); every
 *   `required` question needs at least one option. feedback ≤ 2000 chars; willingness 1..5.
 * - `/member/cancel-survey` (GET ok) → CancelSurvey.
 *
 * ## Codes (HTTP 200)
 *   23001 action not allowed from the current state (nothing changed)
 *   40001 invalid parameters (unknown survey question/option, required question unanswered)
 */
import type { SubStatus } from './account.js';

/** /member/cancel: at most this many answers, and options per answer. */
export const CANCEL_SURVEY_ANSWERS_MAX = 20;
/** /member/cancel: an answer's own words. */
export const CANCEL_ANSWER_TEXT_MAX = 500;
/** /member/cancel: the free feedback. */
export const CANCEL_FEEDBACK_MAX = 2000;

/**
 * The membership page's query parameter that opens the cancel form with a reason already chosen, "questionId:optionId"
 * (the assistant's "Continue to cancel" after a cancel_survey_reason).
 */
export const CANCEL_REASON_PARAM = 'cancelReason';

/** The membership page with the cancel form open on this reason. */
export function cancelWithReasonLink(questionId: number, optionId: number): string {
  return `/account/my-subscription?${CANCEL_REASON_PARAM}=${questionId}:${optionId}`;
}

/** A CANCEL_REASON_PARAM value: the question and option it names, or null when it names none. */
export function parseCancelReason(value: string | null | undefined): { questionId: number; optionId: number } | null {
  const match = /^(\d{1,9}):(\d{1,9})$/.exec(value ?? '');
  return match ? { questionId: Number(match[1]), optionId: Number(match[2]) } : null;
}

export type { SubStatus };

/** How long a pause lasts. */
export const PAUSE_MONTHS = 1;

/**
 * `/dev/billing/renew` (POST) [auth] {} → DevRenewResult: development and tests only, registered
 * only with the local payment emulator (which never runs in production; else 40004). The signed-in
 * member's billing date (and a waiting retry) is brought forward to now and her renewal runs at
 * once through the sweep's code, as if the clock had reached it. Not due (not Subscribed, no
 * stored membership) → outcome 'skipped', orderId null.
 */
export interface DevRenewResult {
  outcome: 'charged' | 'pending' | 'failed' | 'cancelled' | 'provider-down' | 'skipped';
  orderId: number | null; // the renewal order
}

/** Failed renewal attempts before the membership is cancelled ("Renewals" above). */
export const RENEWAL_MAX_ATTEMPTS = 3;
/** Time between renewal attempts after a failure. */
export const RENEWAL_RETRY_HOURS = 24;

/** A Subscribed member whose renewal has failed (null otherwise). */
export interface RenewalState {
  pastDue: true;
  failedAttempts: number; // 1..RENEWAL_MAX_ATTEMPTS-1 while Subscribed
  maxAttempts: number; // RENEWAL_MAX_ATTEMPTS
  message: string; // the provider's reason: "Your card has insufficient funds."
  nextAttemptAt: string | null; // ISO-8601
}

export const MEMBER_STATE_SENTENCE: Record<SubStatus, string> = {
  'Not Subscribed': 'you are not a member yet.',
  Subscribed: 'your membership is active.',
  Paused: 'your membership is paused.',
  Cancelled: 'your membership is cancelled.',
};

export type MemberAction = 'subscribe' | 'pause' | 'unpause' | 'cancel' | 'resubscribe' | 'resume' | 'unlock-early';

export interface Plan {
  planId: number;
  code: string; // 'lite' | 'classic' | 'plus'
  name: string; // "Classic"
  monthlyPrice: number; // USD, e.g. 89
  currency: 'USD';
  toteUpperLimit: number; // rental items at a time
  rentalSlots: string; // "6 items at a time"
  description: string;
  features: string[];
  isDefault: boolean; // the plan the pricing step preselects (Classic, 6 items)
}

export interface PlanList {
  list: Plan[];
  defaultPlanId: number;
}

/** Which actions the member may take now (the state machine above, plus the box for unlockEarly). */
export interface MemberActions {
  subscribe: boolean;
  pause: boolean;
  unPause: boolean;
  cancel: boolean;
  resubscribe: boolean;
  resume: boolean;
  unlockEarly: boolean;
}

/** /member/query and the answer of every membership change. */
export interface MemberInfo {
  userId: number;
  isMember: 0 | 1;
  subStatus: SubStatus;
  /** The current (or, when Cancelled, the last) plan; null when Not Subscribed. */
  plan: Plan | null;
  toteUpperLimit: number;
  memberSince: string | null; // ISO-8601 of the first subscription
  currentPeriodStart: string | null; // ISO-8601; Subscribed and Paused only
  nextBillingDate: string | null; // YYYY-MM-DD; Subscribed and Paused only (see "Billing dates")
  pausedAt: string | null; // ISO-8601, Paused only
  pausedExpired: string | null; // ISO-8601 end of the pause, Paused only
  pauseMonths: number; // PAUSE_MONTHS
  cancelledAt: string | null; // ISO-8601, Cancelled only
  boxLocked: boolean;
  isShowBtnUnlockEarly: boolean;
  actions: MemberActions;
  /** Past due: the renewal of nextBillingDate failed and will be tried again ("Renewals"). */
  renewal: RenewalState | null;
  /** Sentences for the subscription page: "Your membership renews on 2025-08-14." */
  messageList: string[];
}

export interface SurveyOption {
  optionId: number;
  text: string;
  allowText: boolean; // "Other": the answer may carry text
}

export interface SurveyQuestion {
  questionId: number;
  title: string;
  type: 'single' | 'multiple';
  required: boolean;
  options: SurveyOption[];
}

/** /member/cancel-survey */
export interface CancelSurvey {
  questions: SurveyQuestion[];
  willingness: { title: string; min: 1; max: 5; minLabel: string; maxLabel: string };
  feedback: { title: string; placeholder: string; maxLength: 2000 };
}

export interface SurveyAnswer {
  questionId: number;
  optionIds: number[]; // one for 'single' questions
  text?: string; // ≤ 500 chars, for an option with allowText
}

/** /member/cancel */
export interface CancelParams {
  surveyList: SurveyAnswer[];
  feedback?: string;
  willingness?: number; // 1..5: how likely to come back
}
