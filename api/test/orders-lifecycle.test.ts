/**
 * The order lifecycle's state machine (api/src/features/orders/lifecycle.ts, contract/order.ts "Statuses",
 * "Item states", "Actions"): every item event in every state, allowed or refused; order statuses
 * from items; the actions of each status.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_ITEM_STATES, type OrderItemState, type OrderStatus } from '@tote/contract/order';
import { ApiError } from '../src/platform/http/errors.js';
import {
  ITEM_EVENTS,
  nextItemState,
  orderActions,
  orderStatusOf,
  type ActionFacts,
  type ItemEvent,
  type ItemFacts,
} from '../src/features/orders/lifecycle.js';

/** The allowed moves, written out: anything not here must be refused. */
const ALLOWED: Record<ItemEvent, Partial<Record<OrderItemState, OrderItemState>>> = {
  ship: { pending: 'shipped' },
  deliver: { shipped: 'delivered' },
  'request-return': { delivered: 'return_requested' },
  'cancel-return': { return_requested: 'delivered' },
  'send-return': { return_requested: 'return_in_transit' },
  'receive-return': { return_requested: 'returned', return_in_transit: 'returned', unresolved: 'returned' },
  lose: { return_requested: 'unresolved', return_in_transit: 'unresolved' },
  buy: { shipped: 'bought', delivered: 'bought', return_requested: 'bought' },
  cancel: { pending: 'cancelled' },
};

describe('item transitions', () => {
  const cases = ITEM_EVENTS.flatMap((event) =>
    [...ORDER_ITEM_STATES, null].map((state) => ({ event, state, to: state ? ALLOWED[event][state] : undefined })),
  );
  it.each(cases.filter((c) => c.to))('$event: $state → $to', ({ event, state, to }) => {
    expect(nextItemState(state, event)).toBe(to);
  });
  it.each(cases.filter((c) => !c.to))('$event from $state is refused (23007)', ({ event, state }) => {
    let thrown: unknown;
    try {
      nextItemState(state, event);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).code).toBe(23007);
    expect((thrown as ApiError).message).toMatch(/^This item can't be .+: it is .+\.$/);
  });
  it('says what and why', () => {
    expect(() => nextItemState('pending', 'request-return')).toThrow(
      "This item can't be returned: it is waiting to ship.",
    );
  });
});

const rent = (...states: (OrderItemState | null)[]): ItemFacts[] => states.map((state) => ({ state, rent: true }));
const buy = (...states: OrderItemState[]): ItemFacts[] => states.map((state) => ({ state, rent: false }));

describe('order status from items', () => {
  const cases: [string, OrderStatus, ItemFacts[], OrderStatus][] = [
    ['open checkout', 'Unpaid', rent(null, null), 'Unpaid'],
    ['cancelled checkout', 'Cancelled', rent(null), 'Cancelled'],
    ['membership only', 'Requested', [{ state: null, rent: false }], 'Delivered'],
    ['nothing shipped', 'Requested', rent('pending', 'pending'), 'Requested'],
    ['one parcel out', 'Requested', rent('shipped', 'pending'), 'Partially Incoming'],
    ['all out', 'Partially Incoming', rent('shipped', 'shipped'), 'Incoming'],
    ['one delivered', 'Incoming', rent('delivered', 'shipped'), 'Partially Delivered'],
    ['one delivered, one packed', 'Incoming', rent('delivered', 'pending'), 'Partially Delivered'],
    ['all delivered', 'Partially Delivered', [...rent('delivered'), ...buy('delivered')], 'Delivered'],
    ['return asked', 'Delivered', rent('return_requested', 'delivered'), 'Delivered'],
    ['on its way back', 'Delivered', rent('return_in_transit', 'delivered'), 'Return in Transit'],
    ['all rentals back, purchase kept', 'Delivered', [...rent('returned', 'bought'), ...buy('delivered')], 'Returned'],
    ['one back, one out', 'Delivered', rent('returned', 'delivered'), 'Delivered'],
    ['one lost', 'Return in Transit', rent('unresolved', 'returned'), 'Unresolved'],
    ['kept everything', 'Delivered', rent('bought'), 'Delivered'],
    ['cancelled before shipping', 'Requested', rent('cancelled', 'cancelled'), 'Cancelled'],
  ];
  it.each(cases)('%s: %s → %s', (_name, stored, items, status) => {
    expect(orderStatusOf(stored, items)).toBe(status);
  });
});

describe('actions per status', () => {
  const facts = (over: Partial<ActionFacts>): ActionFacts => ({
    status: 'Requested',
    payStatus: 'success',
    processing: false,
    hasReceipt: true,
    refunded: false,
    items: [],
    ...over,
  });
  const cases: [string, Partial<ActionFacts>, string[], string[]][] = [
    [
      'processing',
      { status: 'Unpaid', payStatus: 'pending', processing: true, hasReceipt: false },
      ['processing'],
      ['contact-us'],
    ],
    [
      'unpaid',
      { status: 'Unpaid', payStatus: 'failed', hasReceipt: false },
      ['pay-now'],
      ['cancel-order', 'contact-us'],
    ],
    ['paid, waiting', { items: rent('pending') }, [], ['view-receipt', 'contact-us']],
    [
      'free, waiting',
      { payStatus: 'free', items: rent('pending') },
      [],
      ['view-receipt', 'cancel-order', 'contact-us'],
    ],
    [
      'on its way',
      { status: 'Incoming', payStatus: 'free', items: rent('shipped') },
      ['track-tote'],
      ['view-receipt', 'contact-us'],
    ],
    [
      'partly',
      { status: 'Partially Delivered', items: rent('delivered', 'shipped') },
      ['track-tote'],
      ['return', 'view-receipt', 'contact-us'],
    ],
    ['delivered', { status: 'Delivered', items: rent('delivered') }, [], ['return', 'view-receipt', 'contact-us']],
    [
      'return asked',
      { status: 'Delivered', items: rent('return_requested') },
      ['return-label'],
      ['view-receipt', 'contact-us'],
    ],
    [
      'coming back',
      { status: 'Return in Transit', items: rent('return_in_transit') },
      ['track-return'],
      ['view-receipt', 'contact-us'],
    ],
    [
      'returned, refunded',
      { status: 'Returned', refunded: true, items: buy('returned') },
      [],
      ['view-receipt', 'contact-us', 'view-refund'],
    ],
    [
      'cancelled',
      { status: 'Cancelled', payStatus: 'free', items: rent('cancelled') },
      [],
      ['view-receipt', 'contact-us'],
    ],
  ];
  it.each(cases)('%s', (_name, over, primary, secondary) => {
    expect(orderActions(facts(over))).toEqual({ primaryActions: primary, secondaryActions: secondary });
  });
});
