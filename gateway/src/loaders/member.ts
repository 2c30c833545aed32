/**
 * The membership and payment domain's /v1 endpoints (contract/src/member.ts, checkout.ts,
 * payment.ts, address.ts). Reads of the signed-in user's own data are cached for the request;
 * resolvers clear them after a change.
 */
import type { Address, AddressEditParams, AddressQueryParams, AddressQueryResult } from '@tote/contract/address';
import type { CheckoutParams, OrderCreated, PayParams, PayResult, PrePayDetail } from '@tote/contract/checkout';
import type { CouponCheck, CouponValidateParams } from '@tote/contract/coupons';
import type { PointLog, ReferralLog } from '@tote/contract/points';
import type { ReceiptDetail, ReceiptList, ReceiptListParams } from '@tote/contract/receipts';
import type { CancelParams, CancelSurvey, MemberInfo, PlanList } from '@tote/contract/member';
import type { PaymentConfig, PaymentEditParams, PaymentInfo, PaymentQueryResult } from '@tote/contract/payment';
import { read, write } from './define.js';

type None = Record<string, never>;
type Paging = { pageIndex?: number; pageSize?: number };

export const memberEndpoints = {
  // also for guests
  membershipPlans: read<None, PlanList>('/member/plan/list', 'GET', { anonymous: true }),
  paymentConfig: read<None, PaymentConfig>('/payment/config', 'GET', { anonymous: true }),

  // [auth] reads of the signed-in user's own data
  member: read<None, MemberInfo>('/member/query'),
  cancelSurvey: read<None, CancelSurvey>('/member/cancel-survey'),
  address: read<AddressQueryParams, AddressQueryResult>('/address/query'),
  payment: read<None, PaymentQueryResult>('/payment/query'),
  /** POST: cartItemIdList / orderItemIdList nest. */
  prePayDetail: read<CheckoutParams, PrePayDetail>('/order/pre-pay-detail', 'POST'),
  payResult: read<{ orderId: number }, PayResult>('/order/queryPayResult'),
  receipts: read<ReceiptListParams, ReceiptList>('/order/receipt-list'),
  receiptDetail: read<{ receiptId: number }, ReceiptDetail>('/order/receiptDetail'),
  pointLog: read<Paging, PointLog>('/point/query/log'),
  referralLog: read<Paging, ReferralLog>('/point/referral/log'),

  pauseMember: write<None, MemberInfo>('/member/pause'),
  unpauseMember: write<None, MemberInfo>('/member/unPause'),
  cancelMember: write<CancelParams, MemberInfo>('/member/cancel'),
  editAddress: write<AddressEditParams, Address>('/address/edit'),
  editPayment: write<PaymentEditParams, PaymentInfo>('/payment/edit'),
  /** A check, but answered to one press of a button: never cached. */
  validateCoupon: write<CouponValidateParams, CouponCheck>('/coupon/validate'),
  bindCoupon: write<{ code: string }, CouponCheck>('/coupon/bindAccount'),
  unbindCoupon: write<{ code: string }, { unbound: true }>('/coupon/unbindAccount'),
  createOrder: write<CheckoutParams & { idempotencyKey?: string }, OrderCreated>('/order/create'),
  payOrder: write<PayParams, PayResult>('/order/pay'),
};
