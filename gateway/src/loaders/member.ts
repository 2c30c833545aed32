/**
 * The membership and payment domain's /v1 endpoints (contract/src/member.ts, checkout.ts,
 * payment.ts, address.ts). Reads of the signed-in user's own data are cached for the request;
 * resolvers clear them after a change.
 */
import { memberV1 } from '@tote/contract/v1/member';
import {
  billingCouponV1,
  billingOrderV1,
  billingPaymentV1,
  billingPointV1,
  billingReceiptV1,
} from '@tote/contract/v1/billing';
import { addressV1 } from '@tote/contract/v1/address';
import { read, write } from './define.js';

export const memberEndpoints = {
  // also for guests
  membershipPlans: read(memberV1.planList, { anonymous: true }),
  paymentConfig: read(billingPaymentV1.paymentConfig, { anonymous: true }),

  // [auth] reads of the signed-in user's own data
  member: read(memberV1.query),
  cancelSurvey: read(memberV1.cancelSurvey),
  address: read(addressV1.query),
  payment: read(billingPaymentV1.paymentQuery),
  paymentAndAddress: read(billingPaymentV1.userCheckPaymentAndAddress),
  /** POST: cartItemIdList / orderItemIdList nest. */
  prePayDetail: read(billingOrderV1.prePayDetail),
  payResult: read(billingOrderV1.queryPayResult),
  receipts: read(billingReceiptV1.receiptList),
  receiptDetail: read(billingReceiptV1.receiptDetail),
  pointLog: read(billingPointV1.queryLog),
  referralLog: read(billingPointV1.referralLog),

  pauseMember: write(memberV1.pause),
  unpauseMember: write(memberV1.unPause),
  cancelMember: write(memberV1.cancel),
  editAddress: write(addressV1.edit),
  editPayment: write(billingPaymentV1.paymentEdit),
  /** A check, but answered to one press of a button: never cached. */
  validateCoupon: write(billingCouponV1.validate),
  bindCoupon: write(billingCouponV1.bindAccount),
  unbindCoupon: write(billingCouponV1.unbindAccount),
  createOrder: write(billingOrderV1.create),
  payOrder: write(billingOrderV1.pay),
};
