import './OrderBadge.css';

/** The order statuses as shown (SPEC §4), on the order page and in the order history. */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  OPEN: 'Open',
  FULL: 'Full',
  UNPAID: 'Unpaid',
  REQUESTED: 'Requested',
  INCOMING: 'Incoming',
  PARTIALLY_INCOMING: 'Partially incoming',
  DELIVERED: 'Delivered',
  PARTIALLY_DELIVERED: 'Partially delivered',
  RETURN_IN_TRANSIT: 'Return in transit',
  RETURNED: 'Returned',
  UNRESOLVED: 'Unresolved',
  PAUSED: 'Paused',
  CANCELLED: 'Cancelled',
};

/** The status badge's classes for a shown label: "Partially incoming" → order-badge--partially-incoming. */
export const orderBadgeClass = (label: string): string =>
  `order-badge order-badge--${label.toLowerCase().replace(/\s+/g, '-')}`;

/** The status badge: the order status, with what it means for a membership (nothing ships) or a processing payment. */
export function orderStatusLabel(o: {
  status: string;
  primaryActions: readonly string[];
  lines: readonly { saleType?: string | null }[];
}): string {
  const ships = o.lines.some((l) => l.saleType !== null);
  if (o.status === 'DELIVERED' && !ships) return 'Completed';
  if (o.status === 'UNPAID' && o.primaryActions.includes('PROCESSING')) return 'Processing';
  return ORDER_STATUS_LABELS[o.status] ?? o.status;
}
