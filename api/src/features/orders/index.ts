/**
 * Orders as records: the orders and their lines, each line's state through fulfilment (items.ts, lifecycle.ts),
 * shipments (shipments.ts). What member, tote, billing, fulfilment and returns build on; it has no endpoint of its
 * own (a shopper's orders are order-history's), so its module registers nothing.
 */
import type { ApiModule } from '../../platform/module.js';
import type {} from './tables.js'; // its tables in the Database type

export const ordersModule: ApiModule<object> = {
  name: 'orders',
  register: () => undefined,
};

export { markBought, moveItems, queueForFulfilment, rentalBack, rentalOut, rentalsOut } from './items.js';
export {
  ITEM_TRANSITIONS,
  SHIPMENT_TRANSITIONS,
  buyable,
  cancellable,
  itemStateRefused,
  orderActions,
} from './lifecycle.js';
export { shipmentViews } from './shipments.js';
export { type OrderItemRow, type ShipmentDirection, type StoredOrderRow } from './tables.js';
