/**
 * Support requests through the gateway against the real api (schema/support.graphql):
 * createSupportRequest with an order of the viewer's, its validation userErrors (field paths), and
 * another shopper's order as the 20003 userError.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupportMessages } from '@tote/contract/support';
import { Browser, signUp } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import { orderMaker } from './share-helpers.js';

const CREATE_SUPPORT_REQUEST = /* GraphQL */ `
  mutation CreateSupportRequest($input: CreateSupportRequestInput!) {
    createSupportRequest(input: $input) {
      request {
        requestId
        number
        orderId
        topic
        email
        createdAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;
const MESSAGE = 'My parcel shows delivered but nothing arrived. Can you check?';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

let skuOffset = 880;
const orderOf = orderMaker(
  () => gw.url,
  () => skuOffset++,
);

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${gw.url}/dev/outbox?${new URLSearchParams({ email })}`);
  return ((await res.json()) as { data: { list: { subject: string; text: string }[] } }).data.list;
}

describe('createSupportRequest', () => {
  it('stores a request about the own order and answers its number; the member gets a confirmation', async () => {
    const { b, email, orderId } = await orderOf(false);
    const r = await b.gql(CREATE_SUPPORT_REQUEST, { input: { orderId, topic: 'DELIVERY', message: MESSAGE } });
    expect(r.errors).toBeUndefined();
    const request = r.data.createSupportRequest.request;
    expect(r.data.createSupportRequest.userErrors).toEqual([]);
    expect(request).toEqual({
      requestId: expect.any(Number),
      number: expect.stringMatching(/^TS-\d{6,}$/),
      orderId,
      topic: 'DELIVERY',
      email,
      createdAt: expect.any(String),
    });
    expect((await mailsTo(email)).map((m) => m.subject)).toContain(`We got your request ${request.number}`);
  });

  it('answers the form rules and a foreign order as userErrors, and needs a session', async () => {
    const { orderId } = await orderOf(false);
    const b = new Browser(gw.url);
    await signUp(b);
    const send = async (input: Record<string, unknown>) =>
      (await b.gql(CREATE_SUPPORT_REQUEST, { input })).data.createSupportRequest;
    expect(await send({ topic: 'OTHER', message: '  ' })).toEqual({
      request: null,
      userErrors: [{ code: 'VALIDATION', field: ['input', 'message'], message: SupportMessages.messageRequired }],
    });
    expect((await send({ topic: 'OTHER', message: 'x'.repeat(2001) })).userErrors[0].message).toBe(
      SupportMessages.messageTooLong,
    );
    expect(await send({ orderId, topic: 'ORDER', message: MESSAGE })).toEqual({
      request: null,
      userErrors: [{ code: '20003', field: ['input', 'orderId'], message: `Order ${orderId} not found` }],
    });
    expect((await send({ topic: 'OTHER', message: MESSAGE })).request.orderId).toBeNull();
    const guest = await new Browser(gw.url).gql(CREATE_SUPPORT_REQUEST, {
      input: { topic: 'OTHER', message: MESSAGE },
    });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
