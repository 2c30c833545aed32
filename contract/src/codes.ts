/**
 * Every /v1 error code, in one place: the shop's documented codes plus the api's own (each noted where it is
 * answered). `code` 0 is success. The gateway maps them to GraphQL errors or userErrors, the web
 * reacts to the GraphQL side; none of them writes a code as a bare number.
 */
export const ErrorCode = {
  OK: 0,
  EMAIL_EXISTS: 20001,
  DATA_NOT_FOUND: 20003,
  EMAIL_NOT_FOUND: 20008,
  WRONG_CREDENTIALS: 20011,
  NOT_IN_WAITLIST: 20013,
  WAITING_IN_WAITLIST: 20014,
  INVALID_NICKNAME: 20018,
  /** Verification code wrong, expired, used up or out of tries (api's own; see account.ts). */
  CODE_INVALID: 20020,
  /** Too many wrong passwords; unlock by email code (api's own). */
  ACCOUNT_LOCKED: 20021,
  /** Social sign-in failed: bad code, expired ticket, provider error (api's own). */
  THIRD_PARTY_FAILED: 20022,
  /** Tote full: the member holds toteUpperLimit rental items (api's own; see tote.ts). */
  TOTE_FULL: 21001,
  /** Renting needs a Subscribed membership (api's own). */
  MEMBERSHIP_REQUIRED: 21002,
  /** The size is sold out (api's own). */
  SIZE_SOLD_OUT: 21003,
  /** This rent size is already in the Tote (api's own). */
  ALREADY_IN_TOTE: 21004,
  /** Purchase quantity above the stock or above 10 (api's own). */
  QUANTITY_UNAVAILABLE: 21005,
  /** Back-in-stock request for a size that is in stock (api's own; see wishlist.ts). */
  SIZE_IN_STOCK: 21006,
  /** The size's last units are held for members who asked first (api's own; see wishlist.ts "Holds"). */
  SIZE_HELD: 21007,
  /** No such hold of the shopper's, or it ended already (api's own; see wishlist.ts "Holds"). */
  HOLD_NOT_ACTIVE: 21008,
  SHARE_EXPIRED: 22001,
  SHARE_OVERDUE: 22002,
  /** A membership action not allowed from the current subStatus; nothing changed (api's own; see member.ts). */
  MEMBERSHIP_ACTION_NOT_ALLOWED: 23001,
  /**
   * Rental box locked: this billing period's rental order is placed; unlock early or wait (api's own; see
   * checkout.ts).
   */
  BOX_LOCKED: 23002,
  /** Nothing to check out: no (valid) items for the mode (api's own; see checkout.ts). */
  CHECKOUT_EMPTY: 23003,
  /** Checkout needs a shipping address or a payment method first (api's own; see checkout.ts). */
  CHECKOUT_INCOMPLETE: 23004,
  /** The order is closed: replaced by a newer checkout or cancelled (api's own; see checkout.ts). */
  ORDER_CLOSED: 23005,
  /** A paid (or free) order can't be cancelled on the order page (api's own; see order.ts). */
  ORDER_NOT_CANCELLABLE: 23006,
  /** An order item action in the wrong state, e.g. returning an item not delivered (api's own; see order.ts). */
  ORDER_ITEM_STATE: 23007,
  /** A vote refused: already voted in this poll, or the poll has closed (api's own; see polls.ts). */
  POLL_VOTE_REFUSED: 23008,
  /** A second review of the same order item (api's own; see reviews.ts). */
  REVIEW_EXISTS: 23009,
  /** Reviewing an item that has not reached the member yet (api's own; see reviews.ts). */
  REVIEW_NOT_YET: 23010,
  /**
   * A warehouse or carrier event that does not fit the order's state (out of order: a parcel delivered before it
   * shipped, an item inspected before it came back); nothing changed (api's own; see fulfilment.ts).
   */
  FULFILMENT_EVENT_OUT_OF_ORDER: 23011,
  PAYMENT_PROVIDER_ERROR: 30007,
  PAYMENT_CHECK_NEEDED: 30008,
  UNAUTHORIZED: 40000,
  /** Malformed request: bad JSON, a parameter that fails validation. */
  BAD_REQUEST: 40001,
  /** No such /v1 path. */
  UNKNOWN_PATH: 40004,
  /** Path exists but not with this HTTP method. */
  METHOD_NOT_ALLOWED: 40005,
  /** Rate limited (HTTP 429): too many logins, codes or code checks. */
  TOO_MANY_REQUESTS: 42900,
  INVALID_PROMO: 50000,
  PROMO_USED: 50001,
  PROMO_EXCLUDES_PRODUCT: 50002,
  INSUFFICIENT_POINTS: 50003,
  PROMO_FIRST_SUBSCRIPTION_ONLY: 50004,
  INVALID_INVITATION: 50005,
  /** No gift card has this code (api's own; see gift-cards.ts). */
  GIFT_CARD_UNKNOWN: 50006,
  /** The gift card was redeemed already, by anyone (api's own; see gift-cards.ts). */
  GIFT_CARD_REDEEMED: 50007,
  /** The gift card expired before it was redeemed (api's own; see gift-cards.ts). */
  GIFT_CARD_EXPIRED: 50008,
  SERVER_ERROR: 60001,
  TOKEN_EXPIRED: 60005,
  PRODUCT_OFF_SHELF: 70003,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
