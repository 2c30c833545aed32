/** The /v1 endpoints of the api's billing feature (api/src/features/billing/). */
import { HISTORY_PAGE_SIZE_MAX, PAGE_INDEX_MAX, bool, id, int, noParams, optStr, str } from '../params.js';
import { z } from 'zod';
import { checkoutShape, httpUrl, idempotencyKey, paymentMethodId } from '../checkout-params.js';
import { endpoint } from './endpoint.js';
import type { CostType, OrderCreated, PayResult, PrePayDetail } from '../checkout.js';
import type { CouponCheck, CouponSent } from '../coupons.js';
import { INVITE_NOTE_MAX, inviteEmails } from '../invites.js';
import type { PreCheckout } from '../pre-checkout.js';
import type { DevRenewResult } from '../member.js';
import type { PaymentAndAddressCheck, PaymentConfig, PaymentInfo, PaymentQueryResult } from '../payment.js';
import type { PointLog, ReferralLog } from '../points.js';
import type { ReceiptDetail, ReceiptList } from '../receipts.js';

const code = str(64);
const editParams = z.looseObject({
  id: id().optional(),
  paymentMethodId,
  creditCardNumber: z.string().max(40).optional(),
  sameShippingAddress: bool().optional(),
});
const page = z.object({
  pageIndex: int(1, PAGE_INDEX_MAX).optional(),
  pageSize: int(1, HISTORY_PAGE_SIZE_MAX).optional(),
});
const COST_TYPES = ['Subscription', 'Purchase', 'Refund', 'Premium', 'Order'] as const satisfies readonly CostType[];

/** features/billing/coupon-routes.ts */
export const billingCouponV1 = {
  validate: endpoint<CouponCheck>()({
    path: '/coupon/validate',
    methods: ['POST', 'GET'],
    access: 'shopper',
    params: z.object({ code, ...checkoutShape, mode: checkoutShape.mode.optional() }),
  }),
  bindAccount: endpoint<CouponCheck>()({
    path: '/coupon/bindAccount',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ code }),
  }),
  unbindAccount: endpoint<{ unbound: true }>()({
    path: '/coupon/unbindAccount',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ code }),
  }),
};

/** features/billing/coupon-send-routes.ts */
export const billingCouponSendV1 = {
  send: endpoint<CouponSent>()({
    path: '/coupon/send',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ code, emails: inviteEmails, note: optStr(INVITE_NOTE_MAX) }),
  }),
};

/** features/billing/dev-routes.ts */
export const billingDevV1 = {
  renew: endpoint<DevRenewResult>()({
    path: '/dev/billing/renew',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({}),
  }),
};

/** features/billing/order-routes.ts */
export const billingOrderV1 = {
  prePayDetail: endpoint<PrePayDetail>()({
    path: '/order/pre-pay-detail',
    methods: ['POST', 'GET'],
    access: 'shopper',
    params: z.object(checkoutShape),
  }),
  create: endpoint<OrderCreated>()({
    path: '/order/create',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ ...checkoutShape, idempotencyKey: idempotencyKey.optional() }),
  }),
  pay: endpoint<PayResult>()({
    path: '/order/pay',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({
      orderId: id(),
      idempotencyKey,
      paymentMethodId: paymentMethodId.optional(),
      returnUrl: httpUrl.optional(),
    }),
  }),
  queryPayResult: endpoint<PayResult>()({
    path: '/order/queryPayResult',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({ orderId: id() }),
  }),
};

/** features/billing/payment-routes.ts */
export const billingPaymentV1 = {
  paymentConfig: endpoint<PaymentConfig>()({
    path: '/payment/config',
    methods: ['GET', 'POST'],
    access: 'public',
    params: noParams,
  }),
  paymentQuery: endpoint<PaymentQueryResult>()({
    path: '/payment/query',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: noParams,
  }),
  paymentEdit: endpoint<PaymentInfo>()({
    path: '/payment/edit',
    methods: ['POST'],
    access: 'shopper',
    params: editParams,
  }),
  userCheckPaymentAndAddress: endpoint<PaymentAndAddressCheck>()({
    path: '/user/checkPaymentAndAddress',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: noParams,
  }),
};

/** features/billing/point-routes.ts */
export const billingPointV1 = {
  queryLog: endpoint<PointLog>()({
    path: '/point/query/log',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: page,
  }),
  referralLog: endpoint<ReferralLog>()({
    path: '/point/referral/log',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: page,
  }),
};

/** features/billing/receipt-routes.ts */
export const billingReceiptV1 = {
  receiptList: endpoint<ReceiptList>()({
    path: '/order/receipt-list',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({
      pageIndex: int(1, PAGE_INDEX_MAX).optional(),
      pageSize: int(1, HISTORY_PAGE_SIZE_MAX).optional(),
      costType: z.enum(COST_TYPES).optional(),
    }),
  }),
  receiptDetail: endpoint<ReceiptDetail>()({
    path: '/order/receiptDetail',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({ receiptId: id() }),
  }),
};

/** features/billing/webhook-routes.ts: the payment provider's events, read as raw text to check their signature. */
export const billingWebhookV1 = {
  webhook: endpoint<{ received: true }>()({
    path: '/payment/webhook',
    methods: ['POST'],
    access: 'public',
    params: noParams,
    kind: 'page',
  }),
};

/** features/billing/checkout-routes.ts: the checkout in fewer calls (contract/pre-checkout.ts). */
export const billingCheckoutV1 = {
  preCheckout: endpoint<PreCheckout>()({
    path: '/order/preCheckout',
    methods: ['POST', 'GET'],
    access: 'shopper',
    params: z.object(checkoutShape),
  }),
  checkoutDetail: endpoint<PrePayDetail>()({
    path: '/order/checkoutDetail',
    methods: ['POST', 'GET'],
    access: 'shopper',
    params: z.object(checkoutShape),
  }),
  submit: endpoint<PayResult>()({
    path: '/order/submit',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({
      ...checkoutShape,
      idempotencyKey,
      paymentMethodId: paymentMethodId.optional(),
      returnUrl: httpUrl.optional(),
    }),
  }),
};
