/**
 * /v1 waitlist contract (SPEC §3 "Waitlist modal", §7 "/waitlist/signup", codes 20013 / 20014): while the
 * shop's waitlist is on, new memberships are by invitation. A shopper joins the list, waits for a place,
 * and subscribes once admitted.
 *
 * ## The setting
 * The api's WAITLIST=on|off (default off: anyone may subscribe). Back office: POST /admin/waitlist/switch
 * {on} turns it on or off — on every api instance sharing REDIS_URL, and for good while Redis keeps it; without
 * Redis on this instance until it restarts — POST /admin/waitlist/admit {email} admits a shopper;
 * both need the admin key (`x-admin-key` = ADMIN_KEY; without ADMIN_KEY open outside production only).
 *
 * ## Endpoints
 * - `/waitlist/status` [session optional] → WaitlistStatus: the setting, the shopper's place and the modal.
 * - `/waitlist/signup` [auth] → WaitlistStatus: puts the signed-in shopper on the list. Idempotent: a
 *   second sign-up keeps the first place; an admitted shopper stays admitted. Guests sign up for an
 *   account first (the modal's button leads them to sign up), so every entry belongs to an account and
 *   admission needs no e-mail matching. Works while the waitlist is off too (the entry waits for it).
 *
 * ## The gate (checkout modes subscribe and resubscribe: /order/pre-pay-detail, /order/create)
 * While the waitlist is on: not on the list → 20013 WaitlistMessages.notInWaitlist; on it and not
 * admitted → 20014 WaitlistMessages.waiting; admitted → the checkout goes on. Other modes are members'
 * own orders and never gated.
 *
 * ## Codes
 *   20013 not in waitlist · 20014 waiting in waitlist · 40000 no session (signup) · 40001 invalid parameters
 */

/**
 * Where the shopper stands, whether the waitlist is on or not (an entry made while it is off waits for it):
 * guest (no session), none (not on the list), waiting, admitted.
 */
export type WaitlistState = 'guest' | 'none' | 'waiting' | 'admitted';

/**
 * The modal shown wherever membership is offered (SPEC §3). visible: the waitlist is on and the shopper is not
 * admitted; false: show the membership flow.
 */
export interface WaitlistModal {
  visible: boolean;
  subtitle: string;
  title: string;
  text: string;
  /** Whether the modal has its action button (Join the waitlist, or Sign up for a guest); false once waiting. */
  btnVisible: boolean;
  /** Where the button leads: null for the signed-in shopper (the button calls /waitlist/signup). */
  btnLink: string | null;
}

export interface WaitlistStatus {
  on: boolean;
  state: WaitlistState;
  /** 1-based place among those still waiting; null unless waiting. */
  position: number | null;
  modal: WaitlistModal;
}

export interface WaitlistSwitched {
  on: boolean;
}

export interface WaitlistAdmitted {
  email: string;
  admitted: boolean;
}

export const WAITLIST_SIGN_UP_LINK = '/register?redirect_uri=%2Fsubscribe';

export const WaitlistMessages = {
  notInWaitlist:
    'Membership is by invitation right now. Join the waitlist and we will let you know when a place opens.',
  waiting: 'You are on the waitlist. We will e-mail you as soon as a place opens.',
  unknownEmail: 'No account has that e-mail address.',
} as const;

/** The modal's copy per state (the api fills it in; the web shows it as given). */
export const WaitlistCopy = {
  subtitle: 'Membership is full for now',
  title: 'Join the waitlist',
  text:
    'We keep the closet well stocked by admitting new members a few at a time. ' +
    'Join the list and we will e-mail you when your place opens.',
  guestText: 'Create a free account to join the waitlist. We will e-mail you when your place opens.',
  waitingSubtitle: "You're on the list",
  waitingTitle: 'We will be in touch',
  waitingText: 'You are number {position} in line. We will e-mail you as soon as a place opens.',
} as const;
