/** GraphQL documents and helpers of the membership and payment tests. */
import { expect } from 'vitest';
import type { Browser } from './account-helpers.js';

export const CARD_OK = '4242424242424242';
export const CARD_3DS = '4000002500003155';
export const CARD_DECLINED = '4000000000009995';

export const ADDRESS = {
  firstName: 'Ava',
  lastName: 'Stone',
  streetAddress: '12 Main St',
  details: 'Apt 4',
  city: 'Springfield',
  state: 'Illinois',
  zip: '62701',
  mobile: '(555) 123-4567',
};

const ERRORS = 'userErrors { code field message }';
const MONEY = '{ amount formatted }';

export const MEMBERSHIP_FIELDS = /* GraphQL */ `
  status isMember toteUpperLimit nextBillingDate pausedUntil boxLocked showUnlockEarly allowedActions messages
  plan { id planId name monthlyPrice ${MONEY} toteUpperLimit }
`;

export const VIEWER_MEMBERSHIP = /* GraphQL */ `
  query ViewerMembership { viewer { subscriptionStatus isMember membership { ${MEMBERSHIP_FIELDS} } } }
`;

const TEST_CARD = '{ number brand outcome paymentMethodId }';
export const PLANS_AND_CONFIG = /* GraphQL */ `
  query Plans {
    membershipPlans { id planId code name monthlyPrice ${MONEY} toteUpperLimit rentalSlots features isDefault }
    paymentConfig { provider publishableKey emulatorBasePath currency testCards ${TEST_CARD} }
  }
`;

const ADDRESS_FIELDS = '{ addressId firstName city state zip mobile mobileDisplay }';
export const SAVE_ADDRESS = /* GraphQL */ `
  mutation SaveAddress($input: SaveShippingAddressInput!) {
    saveShippingAddress(input: $input) { address ${ADDRESS_FIELDS} viewer { id } ${ERRORS} }
  }
`;

const CARD_FIELDS = 'paymentMethodId maskedNumber brand last4 expYear sameAsShipping provider';
export const SAVE_CARD = /* GraphQL */ `
  mutation SaveCard($input: SavePaymentMethodInput!) {
    savePaymentMethod(input: $input) {
      paymentMethod { ${CARD_FIELDS} billingAddress { firstName streetAddress state zip } }
      ${ERRORS}
    }
  }
`;

const PREVIEW_AMOUNTS = `subtotal ${MONEY} discount ${MONEY} totalBilled ${MONEY}`;
export const PREVIEW = /* GraphQL */ `
  query Preview($input: CheckoutInput!) {
    checkoutPreview(input: $input) {
      preview {
        mode plan { name } ${PREVIEW_AMOUNTS} isFree nextBillingDate hasPaymentMethod messages
        lines { type title detail quantity amount ${MONEY} }
        coupon { code discount ${MONEY} }
        points { balance used }
        shippingAddress { city }
      }
      ${ERRORS}
    }
  }
`;

const ORDER_FIELDS = `{ orderId mode status totalBilled ${MONEY} }`;
export const CREATE_ORDER = /* GraphQL */ `
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) { order ${ORDER_FIELDS} paymentResult { status redirectUri } ${ERRORS} }
  }
`;

const RESULT_FIELDS = `
  orderId orderIds mode status orderStatus message redirectUri totalBilled ${MONEY} card { brand last4 }
  paymentIntent { intentId clientSecret status nextActionUrl returnUrl }
  receipt { id receiptId costType amount ${MONEY} }
`;

export const PAY_ORDER = /* GraphQL */ `
  mutation PayOrder($input: PayOrderInput!) {
    payOrder(input: $input) { paymentResult { ${RESULT_FIELDS} } viewer { subscriptionStatus } ${ERRORS} }
  }
`;

export const PAYMENT_RESULT = /* GraphQL */ `
  query PaymentResult($orderId: Int!) { paymentResult(orderId: $orderId) { ${RESULT_FIELDS} } }
`;

const MEMBER_PAYLOAD =
  'membership { status allowedActions pausedUntil nextBillingDate } ' + `viewer { subscriptionStatus } ${ERRORS}`;
export const PAUSE = /* GraphQL */ `mutation Pause { pauseMembership { ${MEMBER_PAYLOAD} } }`;
export const UNPAUSE = /* GraphQL */ `mutation Unpause { unpauseMembership(input: {}) { ${MEMBER_PAYLOAD} } }`;
export const CANCEL = /* GraphQL */ `
  mutation Cancel($input: CancelMembershipInput!) { cancelMembership(input: $input) { ${MEMBER_PAYLOAD} } }
`;
export const CANCEL_SURVEY = /* GraphQL */ `
  query CancelSurvey {
    cancelSurvey {
      questions {
        questionId
        title
        type
        required
        options {
          optionId
          text
          allowText
        }
      }
      willingness {
        min
        max
      }
      feedback {
        maxLength
      }
    }
  }
`;

const COUPON_TERMS = '{ discountType discountValue appliesTo }';
export const VALIDATE_COUPON = /* GraphQL */ `
  mutation ValidateCoupon($input: ValidateCouponInput!) {
    validateCoupon(input: $input) { coupon { kind code message discount ${MONEY} coupon ${COUPON_TERMS} } ${ERRORS} }
  }
`;
const APPLIED = `coupon { kind code } viewer { points } ${ERRORS}`;
export const APPLY_COUPON = /* GraphQL */ `
  mutation ApplyCoupon($input: ApplyCouponInput!) { applyCoupon(input: $input) { ${APPLIED} } }
`;
export const REMOVE_COUPON = /* GraphQL */ `
  mutation RemoveCoupon($input: RemoveCouponInput!) { removeCoupon(input: $input) { removed ${ERRORS} } }
`;

const RECEIPT_FIELDS =
  `id receiptId costType title amount ${MONEY} status mode totalBilled ${MONEY} periodStart periodEnd ` +
  `lines { type title amount ${MONEY} } card { brand last4 }`;
export const RECEIPTS = /* GraphQL */ `
  query Receipts($first: Int, $after: String) {
    viewer {
      receipts(first: $first, after: $after) {
        totalCount pageInfo { hasNextPage endCursor }
        edges { cursor node { ${RECEIPT_FIELDS} } }
      }
    }
  }
`;

export const CREDITS = /* GraphQL */ `
  query Credits {
    viewer {
      bonusCredits(first: 5) { totalCount balance balanceValue ${MONEY} edges { node { delta reason label } } }
      bonusCreditBalance { points value ${MONEY} }
      referrals(first: 5) { totalCount referralCode rewardPoints earnedPoints }
      shippingAddress { city state }
      paymentMethod { last4 brand }
      checkoutReadiness { hasShippingAddress hasPaymentMethod shippingAddress { city } paymentMethod { last4 } }
    }
  }
`;

/** The browser's part: the emulator (through the shop's origin) turns a test card into a pm_… id. */
export async function paymentMethodId(b: Browser, number: string): Promise<string> {
  const res = await b.fetch('/payment-emulator/v1/payment_methods', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'card',
      card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
    }),
  });
  const body = (await res.json()) as { id: string };
  expect(res.status).toBe(200);
  return body.id;
}

/** Saves the address and a card of `number` through the gateway. */
export async function readyToPay(b: Browser, number = CARD_OK): Promise<void> {
  const a = await b.gql(SAVE_ADDRESS, { input: ADDRESS });
  expect(a.data.saveShippingAddress.userErrors).toEqual([]);
  const c = await b.gql(SAVE_CARD, { input: { paymentMethodId: await paymentMethodId(b, number) } });
  expect(c.data.savePaymentMethod.userErrors).toEqual([]);
}

let keys = 0;
export const newKey = (): string => `gw-${process.pid}-${Date.now().toString(36)}-${keys++}`;

/** Creates an order of the mode and pays it with the saved card; answers payOrder's payload. */
export async function checkout(b: Browser, mode: string, extra: Record<string, unknown> = {}) {
  const created = await b.gql(CREATE_ORDER, { input: { mode, ...extra } });
  expect(created.errors).toBeUndefined();
  expect(created.data.createOrder.userErrors).toEqual([]);
  const orderId = created.data.createOrder.order.orderId as number;
  const paid = await b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: newKey() } });
  expect(paid.errors).toBeUndefined();
  return { orderId, payload: paid.data.payOrder };
}
