/** The order page and the order and rental histories (schema/order.graphql). */
import type { OrderDetail, OrderLineView, ShipmentView, TrackingEventView } from '@tote/contract/order';
import type {
  OrderSummary,
  OrderTabs,
  RentalHistoryDetail,
  RentalHistorySummary,
  RentalItem,
} from '@tote/contract/order-history';
import type { EdgeModel, SliceModel, UserErrorData } from './_relay.js';

/** An order from /order/detail, or from the order history's list (its head, lines and actions only). */
export type OrderModel = OrderSummary & Partial<OrderDetail>;
export type OrderLineModel = OrderLineView;
export type ShipmentModel = ShipmentView;
export type TrackingEventModel = TrackingEventView;
export type OrderTabCountModel = OrderTabs['tabs'][number];
export type OrderConnectionModel = SliceModel<OrderModel>;
export type OrderEdgeModel = EdgeModel<OrderModel>;
export type RentalSummaryModel = RentalHistorySummary;
/** A rented item from the summary's recent few, or with its parcels: the history's pages, the item's detail. */
export type RentalItemModel = RentalItem & Partial<RentalHistoryDetail>;
export type RentalConnectionModel = SliceModel<RentalItemModel>;
export type RentalEdgeModel = EdgeModel<RentalItemModel>;
export interface CancelOrderPayloadModel {
  order: OrderModel | null;
  userErrors: UserErrorData[];
}
