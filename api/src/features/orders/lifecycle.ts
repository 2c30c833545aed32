/**
 * The order lifecycle as one table-driven state machine (contract/order.ts "Statuses", "Item
 * states", "Actions"): pure functions over an order's payment, items and shipments. Item moves
 * are ITEM_TRANSITIONS; an order's status is derived from its items (orderStatusOf); the actions
 * a page may offer are ACTION_RULES. The database side is items.ts; the carrier is fulfilment/.
 */
import { ErrorCode } from '@tote/contract/codes';
import type { PayStatus } from '@tote/contract/checkout';
import type {
  OrderItemState,
  OrderPrimaryAction,
  OrderSecondaryAction,
  OrderStatus,
  ShipmentStatus,
} from '@tote/contract/order';
import { ApiError } from '../../platform/http/errors.js';

export const ITEM_EVENTS = [
  'ship',
  'deliver',
  'request-return',
  'cancel-return',
  'send-return',
  'receive-return',
  'lose',
  'buy',
  'cancel',
] as const;
export type ItemEvent = (typeof ITEM_EVENTS)[number];

interface ItemTransition {
  from: readonly OrderItemState[];
  to: OrderItemState;
  /** What is refused, for the 23007 message: "This item can't be {verb}: it is {state}." */
  verb: string;
}

/** Every allowed move of an order item; anything else is refused (23007, nothing changes). */
export const ITEM_TRANSITIONS: Record<ItemEvent, ItemTransition> = {
  ship: { from: ['pending'], to: 'shipped', verb: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered', verb: 'delivered' },
  'request-return': { from: ['delivered'], to: 'return_requested', verb: 'returned' },
  'cancel-return': { from: ['return_requested'], to: 'delivered', verb: 'kept (no return was requested)' },
  'send-return': { from: ['return_requested'], to: 'return_in_transit', verb: 'sent back' },
  // A late parcel that does arrive settles an unresolved item.
  'receive-return': {
    from: ['return_requested', 'return_in_transit', 'unresolved'],
    to: 'returned',
    verb: 'received back',
  },
  lose: { from: ['return_requested', 'return_in_transit'], to: 'unresolved', verb: 'marked unresolved' },
  buy: { from: ['shipped', 'delivered', 'return_requested'], to: 'bought', verb: 'bought' },
  cancel: { from: ['pending'], to: 'cancelled', verb: 'cancelled' },
};

const STATE_WORDS: Record<OrderItemState, string> = {
  pending: 'waiting to ship',
  shipped: 'on its way',
  delivered: 'delivered',
  return_requested: 'waiting for its return',
  return_in_transit: 'on its way back',
  returned: 'returned',
  unresolved: 'unresolved',
  bought: 'bought',
  cancelled: 'cancelled',
};

export const itemStateRefused = (event: ItemEvent, state: OrderItemState | null): ApiError =>
  new ApiError(
    ErrorCode.ORDER_ITEM_STATE,
    `This item can't be ${ITEM_TRANSITIONS[event].verb}: it is ${state ? STATE_WORDS[state] : 'not shipping'}.`,
  );

/** A rented item can be kept (rent-to-buy) while it is on its way, with her or not sent back yet. */
export const buyable = (state: OrderItemState | null): boolean =>
  state !== null && ITEM_TRANSITIONS.buy.from.includes(state);

/** The state an item moves to on `event`; throws 23007 when the event is not allowed in `state`. */
export function nextItemState(state: OrderItemState | null, event: ItemEvent): OrderItemState {
  const t = ITEM_TRANSITIONS[event];
  if (state === null || !t.from.includes(state)) throw itemStateRefused(event, state);
  return t.to;
}

/**
 * Item states in which a rented item is the member's for now — paid for and waiting to ship, on
 * its way, with her, or not back yet: it takes one of her Tote slots.
 */
export const OUT_STATES: readonly OrderItemState[] = [
  'pending',
  'shipped',
  'delivered',
  'return_requested',
  'return_in_transit',
  'unresolved',
];
/** Item states in which a rented item has come back to the shop, or is the member's. */
export const BACK_STATES: readonly OrderItemState[] = ['returned', 'bought'];
const ARRIVED: readonly OrderItemState[] = [
  'delivered',
  'return_requested',
  'return_in_transit',
  'returned',
  'unresolved',
  'bought',
];

export interface ItemFacts {
  state: OrderItemState | null;
  rent: boolean;
}

/**
 * An order's status from its stored one and its items: Unpaid and Cancelled are the checkout's;
 * a paid order that ships nothing is Delivered; otherwise its shipping lines decide.
 */
export function orderStatusOf(stored: OrderStatus, items: readonly ItemFacts[]): OrderStatus {
  if (stored === 'Unpaid' || stored === 'Cancelled') return stored;
  const lines = items.filter((i) => i.state !== null && i.state !== 'cancelled');
  if (lines.length === 0) return items.some((i) => i.state === 'cancelled') ? 'Cancelled' : 'Delivered';
  const count = (states: readonly OrderItemState[]) => lines.filter((i) => states.includes(i.state!)).length;
  const [pending, shipped, arrived] = [count(['pending']), count(['shipped']), count(ARRIVED)];
  if (arrived === 0) return shipped === 0 ? 'Requested' : pending > 0 ? 'Partially Incoming' : 'Incoming';
  if (pending + shipped > 0) return 'Partially Delivered';
  if (count(['unresolved']) > 0) return 'Unresolved';
  if (count(['return_in_transit']) > 0) return 'Return in Transit';
  const rentals = lines.filter((i) => i.rent);
  if (count(['returned']) > 0 && rentals.every((i) => BACK_STATES.includes(i.state!))) return 'Returned';
  return 'Delivered';
}

/** What the order page knows when it decides the actions. */
export interface ActionFacts {
  status: OrderStatus;
  payStatus: PayStatus;
  /** The payment is in the provider's hands (processing, or its success not applied yet). */
  processing: boolean;
  hasReceipt: boolean;
  /** The order's receipt was refunded. */
  refunded: boolean;
  items: readonly ItemFacts[];
}

const has = (f: ActionFacts, state: OrderItemState) => f.items.some((i) => i.state === state);
const unpaidOpen = (f: ActionFacts) => f.status === 'Unpaid' && !f.processing;

/** Whether the order may be cancelled now (contract/order.ts `/order/cancel`). */
export const cancellable = (f: Pick<ActionFacts, 'status' | 'payStatus' | 'processing'>): boolean =>
  (f.status === 'Unpaid' && !f.processing) || (f.status === 'Requested' && f.payStatus === 'free');

/** The action table: each action with the states in which it is offered, in display order. */
export const ACTION_RULES: {
  primary: readonly { action: OrderPrimaryAction; when: (f: ActionFacts) => boolean }[];
  secondary: readonly { action: OrderSecondaryAction; when: (f: ActionFacts) => boolean }[];
} = {
  primary: [
    { action: 'processing', when: (f) => f.status === 'Unpaid' && f.processing },
    { action: 'pay-now', when: (f) => unpaidOpen(f) && ['pending', 'failed', 'error'].includes(f.payStatus) },
    {
      action: 'track-tote',
      when: (f) => ['Incoming', 'Partially Incoming', 'Partially Delivered'].includes(f.status),
    },
    { action: 'track-return', when: (f) => has(f, 'return_in_transit') },
    { action: 'return-label', when: (f) => has(f, 'return_requested') },
  ],
  secondary: [
    { action: 'return', when: (f) => f.status !== 'Cancelled' && has(f, 'delivered') },
    { action: 'view-receipt', when: (f) => f.hasReceipt },
    { action: 'cancel-order', when: (f) => cancellable(f) },
    { action: 'contact-us', when: () => true },
    { action: 'view-refund', when: (f) => f.refunded },
  ],
};

export function orderActions(f: ActionFacts): {
  primaryActions: OrderPrimaryAction[];
  secondaryActions: OrderSecondaryAction[];
} {
  return {
    primaryActions: ACTION_RULES.primary.filter((r) => r.when(f)).map((r) => r.action),
    secondaryActions: ACTION_RULES.secondary.filter((r) => r.when(f)).map((r) => r.action),
  };
}

/** A parcel's moves at the carrier (contract/order.ts "Statuses"). */
export const SHIPMENT_TRANSITIONS: Record<'outbound' | 'return', Partial<Record<ShipmentStatus, ShipmentStatus>>> = {
  outbound: { Requested: 'Incoming', Incoming: 'Delivered' },
  return: { Requested: 'Return in Transit', 'Return in Transit': 'Returned' },
};
