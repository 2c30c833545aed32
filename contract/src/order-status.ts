/**
 * SPEC §4's order statuses (order.ts "Statuses" says what each means). Their own module because
 * both checkout.ts and order.ts name them, and order.ts builds on checkout.ts.
 */
export const ORDER_STATUSES = [
  'Open',
  'Full',
  'Unpaid',
  'Requested',
  'Incoming',
  'Partially Incoming',
  'Delivered',
  'Partially Delivered',
  'Return in Transit',
  'Returned',
  'Unresolved',
  'Paused',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
