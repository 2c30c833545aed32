/**
 * /v1 payment contract (issue 5): which card payment provider stands behind the shop, the saved
 * payment info (the saved card, /payment/*), /user/checkPaymentAndAddress, the Stripe
 * webhook, and the HTTP API of the local payment emulator. Types only. Paying an order is in
 * checkout.ts.
 *
 * ## Providers
 * - Stripe, when STRIPE_SECRET_KEY is set (STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are
 *   then required too: the api refuses to start without them). The web uses @stripe/stripe-js with
 *   the publishable key of /payment/config; card data never reaches the shop. Every PaymentIntent
 *   create and confirm carries an idempotency key. Final payment results come only from Stripe's
 *   webhooks (below); the api never marks an order paid from what a browser says.
 * - The local payment emulator otherwise (development, tests, demos): it plays Stripe's role with
 *   PaymentIntent semantics, served by the api under `/payment-emulator/*` (NOT part of /v1: it is
 *   the stand-in for api.stripe.com and Stripe.js; the gateway proxies `/payment-emulator/*`
 *   like `/oauth/*`). It accepts only Stripe's published test cards (EMULATOR_TEST_CARDS).
 * - Production (NODE_ENV=production or createApi({production:true})) without STRIPE_SECRET_KEY:
 *   the emulator refuses to run. The api still starts (browsing, accounts, the Tote work), no
 *   /payment-emulator route exists, /payment/config says provider 'unavailable', and every call
 *   that needs the provider (/payment/edit, /order/pay, and /order/create of a non-free order)
 *   answers 30007 "Card payments are not available right now. Please try again later."
 *
 * ## Card numbers are never sent to the shop
 * The browser turns the card into a PaymentMethod id (`pm_…`) at the provider (Stripe.js
 * createPaymentMethod / Payment Element; or the emulator's POST /payment-emulator/v1/payment_methods),
 * then saves it with /payment/edit {paymentMethodId}. The api stores the id, brand, last4 and expiry,
 * never a number. A `creditCardNumber` parameter is accepted only as the masked form the api gave
 * out ("•••• 4242") and ignored; anything with 12 or more digits → 40001 "Card numbers are never
 * sent to Tote: add the card with the payment form."
 *
 * ## Endpoints
 * - `/payment/config` (GET; no auth) → PaymentConfig.
 * - `/payment/query` [auth] (GET; POST ok) → PaymentQueryResult.
 * - `/payment/edit` [auth] (POST PaymentEditParams) → PaymentInfo. Saves (replaces) the user's card:
 *   the PaymentMethod is attached to the user's customer at the provider. `id` (the cardId), when
 *   given, must be the user's card (else 20003). sameShippingAddress defaults to true; when false,
 *   billingAddress is required and follows address.ts billingAddressFields (40001 with its messages,
 *   e.g. "ZIP code must be 5 digits."). Unknown/unusable paymentMethodId → 40001 "This card could not
 *   be saved: {provider's reason}"; provider unreachable → 30007.
 * - `/user/checkPaymentAndAddress` [auth] (GET; POST ok) → PaymentAndAddressCheck.
 * - `POST /v1/payment/webhook` (Stripe only; registered only when Stripe is configured): Stripe's
 *   event POST, verified with STRIPE_WEBHOOK_SECRET against the `stripe-signature` header and the
 *   raw body. Bad or missing signature → 40001 (HTTP 400). Handles payment_intent.succeeded,
 *   payment_intent.payment_failed, payment_intent.canceled (others are acknowledged and ignored);
 *   each event id is processed once. → { received: true }.
 *
 * ## The local payment emulator's HTTP API (Stripe's wire shapes: snake_case, Stripe error objects)
 * - `POST /payment-emulator/v1/payment_methods` — the role of Stripe.js createPaymentMethod. JSON or
 *   form body: { type: 'card', card: { number, exp_month, exp_year, cvc }, billing_details? } (form:
 *   card[number]=…). → 200 EmulatorPaymentMethod, or HTTP 402 EmulatorError:
 *     not a card number (Luhn)            code 'incorrect_number'  "Your card number is incorrect."
 *     a card other than the test cards    code 'card_declined'     "The local payment emulator accepts only
 *                                                                  Stripe's test cards: 4242 4242 4242 4242,
 *                                                                  4000 0025 0000 3155 and 4000 0000 0000 9995."
 *     month not 1..12                     code 'invalid_expiry_month' "Your card's expiration month is invalid."
 *     expiry in the past                  code 'invalid_expiry_year'  "Your card's expiration year is invalid."
 *     cvc not 3 digits                    code 'invalid_cvc'       "Your card's security code is invalid."
 *   Stripe's test PaymentMethod ids work too, with the same behaviour: pm_card_visa (4242),
 *   pm_card_authenticationRequired (3155), pm_card_chargeDeclinedInsufficientFunds (9995).
 * - `GET /payment-emulator/v1/payment_intents/{id}?client_secret=` — Stripe.js retrievePaymentIntent
 *   → EmulatorPaymentIntent (404 EmulatorError when id/secret do not match).
 * - `POST /payment-emulator/v1/payment_intents/{id}/confirm` { client_secret, payment_method?,
 *   return_url? } — Stripe.js confirmCardPayment → EmulatorPaymentIntent; a decline answers HTTP 402
 *   EmulatorError with `payment_intent` (status requires_payment_method, last_payment_error).
 * - `GET /payment-emulator/3ds/{id}?client_secret=` — the 3-D Secure challenge page (HTML) that
 *   next_action.redirect_to_url.url points at (root-relative, on the shop's origin). It shows the
 *   amount and the card and two buttons: "Complete authentication" and "Fail authentication".
 *   They POST (form) to the same path {client_secret, outcome: 'complete' | 'fail'}; the page then
 *   redirects (302) to the intent's return_url with ?payment_intent=pi_…&payment_intent_client_secret=…
 *   &redirect_status=succeeded|failed (Stripe's parameters). Complete → the intent succeeds (one
 *   charge); Fail → requires_payment_method with last_payment_error code
 *   'payment_intent_authentication_failure'.
 *
 * The test cards (any future expiry, any 3-digit cvc):
 *   4242 4242 4242 4242   succeeds
 *   4000 0025 0000 3155   requires authentication (3-D Secure): status requires_action until the challenge
 *   4000 0000 0000 9995   declined: decline_code 'insufficient_funds', "Your card has insufficient funds."
 */
import type { BillingAddress, Address } from './address.js';

export type { BillingAddress, Address };

export type PaymentProviderKind = 'stripe' | 'emulator';

/** PaymentIntent statuses (Stripe's). */
export type IntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface EmulatorTestCard {
  number: string; // "4242 4242 4242 4242"
  brand: 'visa';
  outcome: 'succeeds' | 'requires_authentication' | 'declined';
  description: string;
  paymentMethodId: string; // Stripe's test PaymentMethod id with the same behaviour
}

/** /payment/config */
export interface PaymentConfig {
  provider: PaymentProviderKind | 'unavailable';
  /** Stripe's publishable key for @stripe/stripe-js; null unless provider is 'stripe'. */
  publishableKey: string | null;
  /** The emulator's root-relative base ('/payment-emulator'); null unless provider is 'emulator'. */
  emulatorBasePath: string | null;
  /** The cards the emulator accepts; [] unless provider is 'emulator'. */
  testCards: EmulatorTestCard[];
  currency: 'USD';
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** Payment info: the user's saved card. */
export interface PaymentInfo {
  cardId: number;
  paymentMethodId: string;
  creditCardNumber: string; // masked: "•••• 4242"
  cardBrand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  isSameAddress: boolean; // billing address = shipping address (default true)
  /** The billing address: the shipping address without mobile when isSameAddress (null if none is saved). */
  billingAddress: BillingAddress | null;
  provider: PaymentProviderKind;
}

export interface PaymentQueryResult {
  paymentInfo: PaymentInfo | null;
}

/** /payment/edit */
export interface PaymentEditParams {
  id?: number; // cardId of the card being replaced
  paymentMethodId: string; // pm_… from the provider
  creditCardNumber?: string; // masked only; ignored
  sameShippingAddress?: boolean; // default true
  billingAddress?: BillingAddress; // required when sameShippingAddress is false
}

/** /user/checkPaymentAndAddress */
export interface PaymentAndAddressCheck {
  hasShippingAddress: boolean;
  hasPaymentMethod: boolean;
  shippingAddress: Address | null;
  paymentInfo: PaymentInfo | null;
}

// ---- the emulator's wire shapes (Stripe's) --------------------------------------------------------

export interface EmulatorPaymentMethod {
  id: string; // pm_…
  object: 'payment_method';
  type: 'card';
  card: { brand: 'visa'; last4: string; exp_month: number; exp_year: number; funding: 'credit' };
  billing_details: { name: string | null; email: string | null };
  customer: string | null;
  created: number; // unix seconds
}

export interface EmulatorLastError {
  type: 'card_error';
  code: string; // 'card_declined' | 'payment_intent_authentication_failure'
  decline_code?: string; // 'insufficient_funds'
  message: string;
}

export interface EmulatorPaymentIntent {
  id: string; // pi_…
  object: 'payment_intent';
  amount: number; // cents
  currency: 'usd';
  status: IntentStatus;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  last_payment_error: EmulatorLastError | null;
  created: number;
}

export interface EmulatorError {
  error: {
    type: 'card_error' | 'invalid_request_error' | 'idempotency_error';
    code?: string;
    decline_code?: string;
    message: string;
    param?: string;
    payment_intent?: EmulatorPaymentIntent;
  };
}
