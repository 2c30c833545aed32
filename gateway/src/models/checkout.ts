/** The checkout: its preview, the order it creates and the payment's result (schema/checkout.graphql). */
import type { CheckoutLine, ClientPaymentIntent, OrderCreated, PayResult, PrePayDetail } from '@tote/contract/checkout';
import type { UserErrorData } from './_relay.js';

export type CheckoutLineModel = CheckoutLine;
export type CheckoutPreviewModel = PrePayDetail;
export type CheckoutPointsModel = PrePayDetail['points'];
export type CheckoutOrderModel = OrderCreated;
export type PaymentResultModel = PayResult;
export type PaymentIntentModel = ClientPaymentIntent;
export type CardSummaryModel = NonNullable<PayResult['card']>;

export interface CheckoutPreviewResultModel {
  preview: CheckoutPreviewModel | null;
  userErrors: UserErrorData[];
}
export interface CreateOrderPayloadModel {
  order: CheckoutOrderModel | null;
  userErrors: UserErrorData[];
}
export interface PayOrderPayloadModel {
  paymentResult: PaymentResultModel | null;
  userErrors: UserErrorData[];
}
