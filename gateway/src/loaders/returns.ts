/** The returns' /v1 endpoints (contract/src/returns.ts). */
import { returnsV1 } from '@tote/contract/v1/returns';
import { read, write } from './define.js';

export const returnEndpoints = {
  // [auth] the signed-in user's own orders and tickets (resolvers clear them after a change)
  returnPreCheckout: read(returnsV1.returnPreCheckout),
  returnTicket: read(returnsV1.returnTicketDetail),
  confirmReturn: write(returnsV1.returnConfirm),
  cancelReturn: write(returnsV1.returnCancel),
};
