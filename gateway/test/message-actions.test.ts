/**
 * SPEC §8 message.action through the gateway, against the real api: a refusal whose action is a navigation reaches
 * the client as a REFUSED GraphQL error carrying the api's action and content (never a userError a screen would
 * show), so the web's error reactions carry it out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SHIPPED_MESSAGE } from '@tote/contract/order';
import { startGateway, type Gateway } from './helpers.js';
import { deliveredRental, REQUEST_RETURN } from './returns-helpers.js';

const CANCEL_ORDER = /* GraphQL */ `
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      order {
        orderId
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('navigations are errors with the action, not userErrors', () => {
  it("a shipped order's cancel: REFUSED 'back'; the same items asked back twice: REFUSED 'redirect'", async () => {
    const { b, orderId, orderItemIds } = await deliveredRental(gw.url, 1_136);

    const cancel = await b.gql(CANCEL_ORDER, { input: { orderId } });
    expect(cancel.data).toBeNull();
    expect(cancel.errors).toMatchObject([
      {
        message: ORDER_SHIPPED_MESSAGE,
        path: ['cancelOrder'],
        extensions: { code: 'REFUSED', upstreamCode: 23006, action: 'back', content: ORDER_SHIPPED_MESSAGE },
      },
    ]);

    const input = { orderId, orderItemIds };
    const made = (await b.gql(REQUEST_RETURN, { input })).data.requestReturn;
    expect(made.userErrors).toEqual([]);
    const again = await b.gql(REQUEST_RETURN, { input });
    expect(again.errors).toMatchObject([
      {
        path: ['requestReturn'],
        extensions: {
          code: 'REFUSED',
          upstreamCode: 23007,
          action: 'redirect',
          content: `/return/${made.ticket.ticketId}`,
        },
      },
    ]);
  });
});
