/**
 * The cards the local payment emulator accepts: Stripe's published test cards, each with Stripe's
 * test PaymentMethod id of the same behaviour. Numbers are checked here and never stored.
 */
import type { EmulatorTestCard } from '@tote/contract/payment';

export type CardBehaviour = 'success' | 'authentication' | 'insufficient_funds';

interface TestCard extends EmulatorTestCard {
  digits: string;
  behaviour: CardBehaviour;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    digits: '4242424242424242',
    number: '4242 4242 4242 4242',
    brand: 'visa',
    behaviour: 'success',
    outcome: 'succeeds',
    description: 'Succeeds',
    paymentMethodId: 'pm_card_visa',
  },
  {
    digits: '4000002500003155',
    number: '4000 0025 0000 3155',
    brand: 'visa',
    behaviour: 'authentication',
    outcome: 'requires_authentication',
    description: 'Requires authentication (3-D Secure)',
    paymentMethodId: 'pm_card_authenticationRequired',
  },
  {
    digits: '4000000000009995',
    number: '4000 0000 0000 9995',
    brand: 'visa',
    behaviour: 'insufficient_funds',
    outcome: 'declined',
    description: 'Declined: insufficient funds',
    paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
  },
];

export const publicTestCards = (): EmulatorTestCard[] =>
  TEST_CARDS.map(({ number, brand, outcome, description, paymentMethodId }) => ({
    number,
    brand,
    outcome,
    description,
    paymentMethodId,
  }));

export const testCardByMagicId = (id: string): TestCard | undefined => TEST_CARDS.find((c) => c.paymentMethodId === id);
export const testCardByBehaviour = (b: string): TestCard | undefined => TEST_CARDS.find((c) => c.behaviour === b);

export const DECLINE_MESSAGE = 'Your card has insufficient funds.';
/** Stripe's message for a card that needs authentication charged off-session. */
export const OFF_SESSION_AUTH_MESSAGE = 'Your card was declined. This transaction requires authentication.';
export const AUTH_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export const ONLY_TEST_CARDS_MESSAGE =
  "The local payment emulator accepts only Stripe's test cards: " +
  '4242 4242 4242 4242, 4000 0025 0000 3155 and 4000 0000 0000 9995.';

export interface CardInput {
  number: unknown;
  expMonth: unknown;
  expYear: unknown;
  cvc: unknown;
}

export class CardInputError extends Error {
  override name = 'CardInputError';
  constructor(
    readonly code: string,
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const toInt = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;

/** Checks a card like Stripe would, in Stripe's order; only the test cards pass. */
export function checkCard(input: CardInput, now = new Date()): { card: TestCard; expMonth: number; expYear: number } {
  const digits = typeof input.number === 'string' ? input.number.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    throw new CardInputError('incorrect_number', 'Your card number is incorrect.', 'card[number]');
  const expMonth = toInt(input.expMonth);
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12)
    throw new CardInputError('invalid_expiry_month', "Your card's expiration month is invalid.", 'card[exp_month]');
  let expYear = toInt(input.expYear);
  if (expYear < 100) expYear += 2000;
  const year = now.getUTCFullYear();
  if (
    !Number.isInteger(expYear) ||
    expYear < year ||
    expYear > year + 50 ||
    (expYear === year && expMonth < now.getUTCMonth() + 1)
  ) {
    throw new CardInputError('invalid_expiry_year', "Your card's expiration year is invalid.", 'card[exp_year]');
  }
  const cvc = typeof input.cvc === 'number' ? String(input.cvc) : input.cvc;
  if (typeof cvc !== 'string' || !/^\d{3}$/.test(cvc.trim()))
    throw new CardInputError('invalid_cvc', "Your card's security code is invalid.", 'card[cvc]');
  const card = TEST_CARDS.find((c) => c.digits === digits);
  if (!card) throw new CardInputError('card_declined', ONLY_TEST_CARDS_MESSAGE, 'card[number]');
  return { card, expMonth, expYear };
}
