/**
 * /v1 returns (contract/returns.ts): the label window, the return's pre-checkout, confirming and
 * cancelling a ticket, its detail, and the printable label.
 */
import type { FastifyInstance } from 'fastify';
import type { Address } from '@tote/contract/address';
import { ErrorCode } from '@tote/contract/codes';
import {
  RETURN_LABEL_EXPIRED_MESSAGE,
  RETURN_LABEL_USED_MESSAGE,
  type ReturnLabelWindow,
  type ReturnPreCheckout,
  type ReturnTicketDetail,
} from '@tote/contract/returns';
import { shippingAddress } from '../address/index.js';
import { requireUser } from '../auth/index.js';
import { lineViews } from '../order-history/index.js';
import { loadOrder } from '../billing/index.js';
import { ApiError, badRequest } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import { sendLabel } from './label.js';
import type { ReturnDeps } from './settings.js';
import { cancelReturn, confirmReturn, loadTicket, ticketDetail } from './tickets.js';
import { returnsV1 } from '@tote/contract/v1/returns';
import { labelWindow } from './window.js';

async function windowOf(deps: ReturnDeps, orderId: number): Promise<ReturnLabelWindow> {
  const { untilDate: _, ...window } = await labelWindow(deps.db, deps.settings, orderId, new Date());
  return window;
}

export function registerReturnRoutes(app: FastifyInstance, deps: ReturnDeps): void {
  const { db } = deps;
  const userId = (ctx: Parameters<typeof requireUser>[0]) => requireUser(ctx).user.id;

  implement(app, returnsV1, {
    orderQueryReturnLabelWindow: async (p, ctx): Promise<ReturnLabelWindow> => {
      await loadOrder(db, userId(ctx), p.orderId);
      return windowOf(deps, p.orderId);
    },
    returnPreCheckout: async (p, ctx): Promise<ReturnPreCheckout> => {
      const order = await loadOrder(db, userId(ctx), p.orderId);
      const window = await windowOf(deps, p.orderId);
      const lines = window.open ? await lineViews(db, { orderId: p.orderId }, true) : [];
      const charged = order.pay_status === 'success';
      return {
        orderId: p.orderId,
        window,
        items: lines
          .filter((l) => l.state === 'delivered')
          .map((line) => ({ line, refund: charged && line.type === 'purchase' ? line.amount : 0 })),
      };
    },
    returnConfirm: async (p, ctx): Promise<ReturnTicketDetail> => {
      const ticketId = await confirmReturn(deps, userId(ctx), p.orderId, p.orderItemIds);
      return ticketDetail(db, await loadTicket(db, userId(ctx), ticketId));
    },
    returnTicketDetail: async (p, ctx): Promise<ReturnTicketDetail> =>
      ticketDetail(db, await loadTicket(db, userId(ctx), p.ticketId)),
    returnCancel: async (p, ctx): Promise<ReturnTicketDetail> => {
      await cancelReturn(db, userId(ctx), p.ticketId);
      return ticketDetail(db, await loadTicket(db, userId(ctx), p.ticketId));
    },
    label: async (req, reply) => {
      const user = requireUser(req.ctx).user;
      const parsed = returnsV1.label.params.safeParse(req.query);
      if (!parsed.success) throw badRequest('Invalid parameter ticketId');
      const ticket = await loadTicket(db, user.id, parsed.data.ticketId);
      const detail = await ticketDetail(db, ticket);
      if (detail.status !== 'Requested') throw new ApiError(ErrorCode.ORDER_ITEM_STATE, RETURN_LABEL_USED_MESSAGE);
      if (Date.now() > new Date(ticket.label_until).getTime())
        throw new ApiError(ErrorCode.ORDER_ITEM_STATE, RETURN_LABEL_EXPIRED_MESSAGE);
      const order = await db
        .selectFrom('orders')
        .select('shipping_address')
        .where('id', '=', ticket.order_id)
        .executeTakeFirstOrThrow();
      return sendLabel(reply, {
        code: ticket.code,
        trackingCode: detail.shipment.trackingCode,
        orderId: ticket.order_id,
        until: new Date(ticket.label_until),
        from: (order.shipping_address as unknown as Address | null) ?? (await shippingAddress(db, user.id)),
        items: detail.items.map((i) => `${i.quantity} × ${i.title} — ${i.detail}`),
      });
    },
  });
}
