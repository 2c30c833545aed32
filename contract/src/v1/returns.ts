/** The /v1 endpoints of the api's returns feature (api/src/features/returns/). */
import { csv, id } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import {
  RETURN_ITEMS_MAX,
  type ReturnLabelWindow,
  type ReturnPreCheckout,
  type ReturnTicketDetail,
} from '../returns.js';

const byOrder = z.object({ orderId: id() });
const byTicket = z.object({ ticketId: id() });

/** features/returns/routes.ts */
export const returnsV1 = {
  orderQueryReturnLabelWindow: endpoint<ReturnLabelWindow>()({
    path: '/order/queryReturnLabelWindow',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: byOrder,
  }),
  returnPreCheckout: endpoint<ReturnPreCheckout>()({
    path: '/return/preCheckout',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: byOrder,
  }),
  returnConfirm: endpoint<ReturnTicketDetail>()({
    path: '/return/confirm',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({
      orderId: id(),
      orderItemIds: csv(id(), RETURN_ITEMS_MAX).refine((a) => a.length > 0, 'at least one item'),
    }),
  }),
  returnTicketDetail: endpoint<ReturnTicketDetail>()({
    path: '/return/ticketDetail',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: byTicket,
  }),
  returnCancel: endpoint<ReturnTicketDetail>()({
    path: '/return/cancel',
    methods: ['POST'],
    access: 'shopper',
    params: byTicket,
  }),
  /** The printable label of a requested return (an HTML page; 40001 without a valid ticketId). */
  label: endpoint<string>()({
    path: '/return/label',
    methods: ['GET'],
    access: 'shopper',
    params: byTicket,
    kind: 'page',
  }),
};
