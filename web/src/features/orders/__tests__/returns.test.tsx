/**
 * The return flow: /order/{orderId}/return (choose delivered items, requestReturn, then the return's
 * page; a refusal shows the api's sentence; a closed window says why), /return/{ticketId} (code,
 * label link, return parcel tracking, cancelReturn while allowed, the refund), and the order page's
 * return actions (RETURN, RETURN_LABEL, TRACK_RETURN, VIEW_REFUND) only when the api offers them.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { signInForTest } from '../../../../test/session.ts';
import { LINE, ORDER, orderResolvers } from './orderFixtures.tsx';

const { start, operation } = setupRouteFixtures(orderResolvers);

const RENTED = { ...LINE, orderItemId: 501, saleType: 'RENT', title: 'Silk slip dress' };
const BOUGHT = { ...LINE, orderItemId: 502, saleType: 'PURCHASE', title: 'Wool coat' };
const OPEN_WINDOW = { open: true, until: '2026-12-04T10:00:00Z', reason: '', days: 14 };
const DELIVERED = {
  ...ORDER,
  status: 'DELIVERED',
  paymentStatus: 'SUCCESS',
  primaryActions: [],
  secondaryActions: ['RETURN', 'CONTACT_US'],
  refundReceipts: [],
  returnOptions: {
    items: [
      { line: RENTED, refund: { amount: 0, formatted: '$0.00' } },
      { line: BOUGHT, refund: { amount: 60, formatted: '$60.00' } },
    ],
    window: OPEN_WINDOW,
  },
};

const TICKET = {
  id: 'UmV0dXJuVGlja2V0Ojc=',
  ticketId: 7,
  orderId: 42,
  returnCode: 'R-7KQ2-M9XD',
  status: 'REQUESTED',
  labelUrl: '/return/label?ticketId=7',
  labelUntil: '2026-12-04T10:00:00Z',
  cancellable: true,
  createdAt: '2026-11-21T10:00:00Z',
  items: [RENTED],
  shipment: {
    carrier: 'Tote Local Carrier',
    trackingCode: 'TLR42-1-ABCD',
    status: 'REQUESTED',
    events: [
      {
        status: 'REQUESTED',
        description: 'Label created: the parcel is packed and waits for pick-up',
        location: 'Newark, NJ',
        occurredAt: '2026-11-21T10:00:00Z',
      },
    ],
  },
  refund: null,
};

describe('/order/{orderId}/return', () => {
  it('requests the return of the chosen items, then shows the return', async () => {
    signInForTest();
    start('/order/42/return', {
      Order: () => DELIVERED,
      ReturnTicketPayload: () => ({ ticket: { id: TICKET.id, ticketId: 7 }, userErrors: [] }),
      ReturnTicket: () => TICKET,
    });
    expect(await screen.findByRole('heading', { name: 'Return items' })).toBeTruthy();
    expect(operation('ReturnRequestScreenQuery')!.request.variables).toEqual({ orderId: 42 });
    expect(screen.getByText(/print the return label until Dec 4, 2026/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Request return' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Return · refund $60.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Return Silk slip dress' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request return' }));
    expect(await screen.findByRole('heading', { name: 'Your return' })).toBeTruthy();
    expect(operation('useRequestReturnMutation')!.request.variables).toEqual({
      input: { orderId: 42, orderItemIds: [501] },
    });
    expect(operation('ReturnTicketScreenQuery')!.request.variables).toEqual({ ticketId: 7 });
  });

  it("shows a refusal with the api's sentence and stays", async () => {
    signInForTest();
    const message = "This item can't be returned: it is waiting for its return.";
    start('/order/42/return', {
      Order: () => DELIVERED,
      ReturnTicketPayload: () => ({ ticket: null, userErrors: [{ code: '23007', field: null, message }] }),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Return Wool coat' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Return Silk slip dress' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request return of 2 items' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { name: 'Return items' })).toBeTruthy();
  });

  it('a closed window says why and offers nothing', async () => {
    signInForTest();
    const reason = 'The return window of this order has closed.';
    start('/order/42/return', {
      Order: () => ({ ...DELIVERED, returnOptions: { items: [], window: { ...OPEN_WINDOW, open: false, reason } } }),
    });
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Request return/ })).toBeNull();
  });

  it('an unknown order is the not-found content', async () => {
    signInForTest();
    start('/order/42/return', { Query: () => ({ order: null }) });
    expect(await screen.findByRole('heading', { name: /Page not found/ })).toBeTruthy();
  });
});

describe('/return/{ticketId}', () => {
  it('shows the code, the label link, the parcel tracking; cancels while allowed', async () => {
    signInForTest();
    let cancelled = false;
    start('/return/7', {
      ReturnTicket: () => (cancelled ? { ...TICKET, status: 'CANCELLED', cancellable: false, labelUrl: null } : TICKET),
      ReturnTicketPayload: () => ({ userErrors: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Your return' })).toBeTruthy();
    expect(screen.getByText('R-7KQ2-M9XD')).toBeTruthy();
    expect(screen.getByTestId('return-status').textContent).toBe('Requested');
    expect(screen.getByRole('link', { name: 'Print your return label' }).getAttribute('href')).toBe(
      '/return/label?ticketId=7',
    );
    const parcel = screen.getByRole('article', { name: 'Return parcel' });
    expect(within(parcel).getByText('TLR42-1-ABCD')).toBeTruthy();
    expect(within(parcel).getByText('Label created: the parcel is packed and waits for pick-up')).toBeTruthy();
    cancelled = true;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel return' }));
    expect(await screen.findByText('Your return is cancelled. The items stay with you.')).toBeTruthy();
    expect(operation('useCancelReturnMutation')!.request.variables).toEqual({ input: { ticketId: 7 } });
    expect(screen.getByTestId('return-status').textContent).toBe('Cancelled');
    expect(screen.queryByRole('link', { name: 'Print your return label' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel return' })).toBeNull();
  });

  it("a refused cancel shows the api's sentence", async () => {
    signInForTest();
    const message = "This item can't be kept (no return was requested): it is on its way back.";
    start('/return/7', {
      ReturnTicket: () => TICKET,
      ReturnTicketPayload: () => ({ ticket: null, userErrors: [{ code: '23007', field: null, message }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel return' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('a returned purchase shows its refund; no label, no cancel', async () => {
    signInForTest();
    start('/return/7', {
      ReturnTicket: () => ({
        ...TICKET,
        status: 'RETURNED',
        labelUrl: null,
        cancellable: false,
        items: [BOUGHT],
        refund: {
          amount: { formatted: '$60.00' },
          status: 'SUCCEEDED',
          refundedAt: '2026-11-25T10:00:00Z',
          receipt: { receiptId: 99, amount: { formatted: '-$60.00' } },
        },
      }),
    });
    expect(await screen.findByText('$60.00 refunded to your card on Nov 25, 2026.')).toBeTruthy();
    expect(screen.getByText('Receipt #99')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Print your return label' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel return' })).toBeNull();
  });

  it("anyone else's or an unknown return is the not-found content", async () => {
    signInForTest();
    start('/return/7', { Query: () => ({ returnTicket: null }) });
    expect(await screen.findByRole('heading', { name: /Page not found/ })).toBeTruthy();
  });

  it('an id that is not a number is the 404 page, without asking', async () => {
    signInForTest();
    start('/return/label');
    expect(await screen.findByRole('heading', { name: /Page not found/ })).toBeTruthy();
    expect(operation('ReturnTicketScreenQuery')).toBeUndefined();
  });
});

describe('the order page', () => {
  it('offers Return items, the return label and tracking only as the api says', async () => {
    signInForTest();
    start('/order/42', {
      Order: () => ({
        ...DELIVERED,
        primaryActions: ['RETURN_LABEL', 'TRACK_RETURN'],
        shipments: [
          {
            shipmentId: 3,
            direction: 'RETURN',
            carrier: 'Tote Local Carrier',
            trackingCode: 'TLR42-1-ABCD',
            status: 'RETURN_IN_TRANSIT',
            orderItemIds: [501],
            shippedAt: null,
            deliveredAt: null,
            events: TICKET.shipment.events,
          },
        ],
      }),
    });
    const actions = await screen.findByRole('region', { name: 'Order actions' });
    expect(within(actions).getByRole('link', { name: 'Return items' }).getAttribute('href')).toBe('/order/42/return');
    expect(within(actions).getByRole('link', { name: 'Your return label' }).getAttribute('href')).toBe('#returns');
    expect(within(actions).getByRole('link', { name: 'Track your return' }).getAttribute('href')).toBe('#returns');
    const returns = screen.getByRole('region', { name: 'Your returns' });
    expect(within(returns).getByText('Return in transit')).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: 'View refund' })).toBeNull();
  });

  it('VIEW_REFUND shows the Refund receipt; without the actions nothing of returns shows', async () => {
    signInForTest();
    start('/order/42', {
      Order: () => ({
        ...DELIVERED,
        status: 'RETURNED',
        secondaryActions: ['VIEW_REFUND', 'CONTACT_US'],
        refundReceipts: [
          {
            receiptId: 99,
            title: 'Refund — order #42',
            createdAt: '2026-11-25T10:00:00Z',
            amount: { formatted: '-$60.00' },
          },
        ],
      }),
    });
    const actions = await screen.findByRole('region', { name: 'Order actions' });
    expect(within(actions).queryByRole('link', { name: 'Return items' })).toBeNull();
    expect(within(actions).queryByRole('link', { name: /return label|Track your return/ })).toBeNull();
    fireEvent.click(within(actions).getByRole('button', { name: 'View refund' }));
    const refund = await screen.findByLabelText('Refund');
    expect(within(refund).getByText('-$60.00')).toBeTruthy();
    expect(within(refund).getByText(/Receipt #99/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your returns' })).toBeNull());
  });
});
