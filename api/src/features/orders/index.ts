// What the composition root and the other features use of this feature: its public face.
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
