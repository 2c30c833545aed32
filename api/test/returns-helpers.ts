/** Helpers of the returns tests (contract/returns.ts), bound to the test file's api. */
import type { ReturnLabelWindow, ReturnPreCheckout, ReturnTicketDetail } from '@tote/contract/returns';
import { data } from './http.js';
import { call } from './accounts-helpers.js';
import type { TestApi } from './db.js';
import { checkout, type Shopper } from './member-helpers.js';
import { orderHelpers } from './order-helpers.js';

export function returnHelpers(api: () => TestApi, firstSku: number) {
  const orders = orderHelpers(api, firstSku);
  const { advance, addToTote, nextSku, detail } = orders;
  const pre = (s: Shopper, orderId: number) =>
    call<ReturnPreCheckout>(api().app, '/v1/return/preCheckout', { orderId }, s.token, 'GET');
  const labelWindow = (s: Shopper, orderId: number) =>
    call<ReturnLabelWindow>(api().app, '/v1/order/queryReturnLabelWindow', { orderId }, s.token, 'GET');
  const confirm = (s: Shopper, orderId: number, orderItemIds: number[]) =>
    call<ReturnTicketDetail>(api().app, '/v1/return/confirm', { orderId, orderItemIds }, s.token);
  const ticket = (s: Shopper, ticketId: number) =>
    call<ReturnTicketDetail>(api().app, '/v1/return/ticketDetail', { ticketId }, s.token, 'GET');
  const cancel = (s: Shopper, ticketId: number) =>
    call<ReturnTicketDetail>(api().app, '/v1/return/cancel', { ticketId }, s.token);
  const label = (s: Shopper | null, ticketId: number | string) =>
    api().app.inject({
      method: 'GET',
      url: `/v1/return/label?ticketId=${ticketId}`,
      headers: s ? { authorization: `Bearer ${s.token}` } : {},
    });

  /** Advances the order until it is Delivered (at most 6 ticks). */
  async function deliver(s: Shopper, orderId: number): Promise<void> {
    for (let k = 0; k < 6; k++) {
      if (data(await detail(s, orderId)).orderStatus === 'Delivered') return;
      await advance(orderId);
    }
    throw new Error(`order ${orderId} not delivered`);
  }

  /** A delivered rental order of `n` items: its id and line ids. */
  async function deliveredRentals(s: Shopper, n: number): Promise<{ orderId: number; lines: number[] }> {
    const orderId = await orders.rentOrder(s, n);
    await deliver(s, orderId);
    return { orderId, lines: data(await detail(s, orderId)).lines.map((l) => l.orderItemId) };
  }

  /** A delivered, charged purchase-only order of `n` SKUs (one of each): its id, lines and PaymentIntent. */
  async function deliveredPurchase(s: Shopper, n = 1) {
    for (let k = 0; k < n; k++) await addToTote(s, 'purchase', (await nextSku()).code);
    const paid = await checkout(api().app, s.token, { mode: 'purchase-only' });
    if (paid.status !== 'success') throw new Error(`purchase-only: ${paid.status}`);
    await deliver(s, paid.orderId);
    const d = data(await detail(s, paid.orderId));
    const order = await api()
      .db.selectFrom('orders')
      .select(['payment_intent_id', 'total_cents'])
      .where('id', '=', paid.orderId)
      .executeTakeFirstOrThrow();
    return {
      orderId: paid.orderId,
      lines: d.lines.filter((l) => l.type === 'purchase'),
      intentId: order.payment_intent_id!,
      totalCents: order.total_cents,
    };
  }

  /** The emulator's refunds of an intent. */
  const refundsAt = (intentId: string) =>
    api()
      .db.selectFrom('emulator_refunds')
      .select(['id', 'amount'])
      .where('payment_intent_id', '=', intentId)
      .execute();

  return {
    ...orders,
    pre,
    labelWindow,
    confirm,
    ticket,
    cancel,
    label,
    deliver,
    deliveredRentals,
    deliveredPurchase,
    refundsAt,
  };
}
