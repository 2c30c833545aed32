/** The returns' /v1 endpoints (contract/src/returns.ts). */
import type {
  ReturnConfirmParams,
  ReturnOrderParams,
  ReturnPreCheckout,
  ReturnTicketDetail,
  ReturnTicketParams,
} from '@tote/contract/returns';
import { read, write } from './define.js';

export const returnEndpoints = {
  // [auth] the signed-in user's own orders and tickets (resolvers clear them after a change)
  returnPreCheckout: read<ReturnOrderParams, ReturnPreCheckout>('/return/preCheckout'),
  returnTicket: read<ReturnTicketParams, ReturnTicketDetail>('/return/ticketDetail'),
  confirmReturn: write<ReturnConfirmParams, ReturnTicketDetail>('/return/confirm'),
  cancelReturn: write<ReturnTicketParams, ReturnTicketDetail>('/return/cancel'),
};
