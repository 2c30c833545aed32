/** Return tickets and refunds (schema/returns.graphql). */
import type { RefundView, ReturnableItem, ReturnPreCheckout, ReturnTicketDetail } from '@tote/contract/returns';
import type { UserErrorData } from './_relay.js';
import type { OrderModel } from './order.js';

export type ReturnTicketModel = ReturnTicketDetail;
export type ReturnOptionsModel = ReturnPreCheckout;
export type ReturnableItemModel = ReturnableItem;
export type RefundModel = RefundView;
export interface ReturnTicketPayloadModel {
  ticket: ReturnTicketModel | null;
  order: OrderModel | null;
  userErrors: UserErrorData[];
}
