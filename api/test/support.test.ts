/**
 * Support requests (contract/support.ts): /support/request stores the request and mails the support
 * inbox and the member (the dev outbox); only the member's own order may be named; the form's rules
 * answer 40001 with their message verbatim; an hourly limit per member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@tote/contract/codes';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_REQUESTS_PER_HOUR,
  SupportMessages,
  type SupportRequestCreated,
} from '@tote/contract/support';
import { data } from './http.js';
import { call, outbox, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { shopper } from './member-helpers.js';
import { orderHelpers } from './order-helpers.js';

const INBOX = 'care@tote.test';
let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0, env: { SUPPORT_EMAIL: INBOX } });
});
afterAll(() => t.close());

const { purchaseOrder, err } = orderHelpers(() => t, 440);
const MESSAGE = 'The dress in my order arrived with a broken zip. Can I swap it?';
const send = (token: string | undefined, body: Record<string, unknown>) =>
  call<SupportRequestCreated>(t.app, '/v1/support/request', body, token);
const rowsOf = (userId: number) =>
  t.db.selectFrom('support_requests').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('/support/request', () => {
  it('stores a request about the own order, mails the inbox and the member, answers its number', async () => {
    const { s, order } = await purchaseOrder();
    const created = data(await send(s.token, { orderId: order.orderId, topic: 'item', message: `  ${MESSAGE}  ` }));
    expect(created).toEqual({
      requestId: expect.any(Number),
      number: `TS-${String(created.requestId).padStart(6, '0')}`,
      orderId: order.orderId,
      topic: 'item',
      email: s.email,
      createdAt: expect.any(String),
    });
    expect(await rowsOf(s.userId)).toMatchObject([
      { id: created.requestId, order_id: order.orderId, topic: 'item', message: MESSAGE, email: s.email },
    ]);
    const [toCare] = await outbox(t.app, { email: INBOX });
    expect(toCare).toMatchObject({
      subject: `[${created.number}] An item (fit, quality, damage) about order #${order.orderId}`,
    });
    expect(toCare!.text).toContain(MESSAGE);
    expect(toCare!.text).toContain(`Reply to: ${s.email}`);
    const [toMember] = await outbox(t.app, { email: s.email });
    expect(toMember).toMatchObject({ subject: `We got your request ${created.number}` });
    expect(toMember!.text).toContain(created.number);
  });

  it('takes a request without an order; the reply address is always the account email', async () => {
    const s = await shopper(t.app);
    const created = data(await send(s.token, { topic: 'other', message: MESSAGE, email: 'someone@else.test' }));
    expect(created).toMatchObject({ orderId: null, topic: 'other', email: s.email });
    expect(await outbox(t.app, { email: 'someone@else.test' })).toEqual([]);
  });

  it("refuses another member's order and unknown orders with 20003: nothing stored or mailed", async () => {
    const { order } = await purchaseOrder();
    const other = await shopper(t.app);
    expect((await send(other.token, { orderId: order.orderId, topic: 'order', message: MESSAGE })).body).toEqual(
      err(20003, `Order ${order.orderId} not found`),
    );
    expect((await send(other.token, { orderId: 2_000_000_000, topic: 'order', message: MESSAGE })).body.code).toBe(
      ErrorCode.DATA_NOT_FOUND,
    );
    expect(await rowsOf(other.userId)).toEqual([]);
    expect((await outbox(t.app, { email: other.email })).filter((m) => /request/.test(m.subject))).toEqual([]);
  });

  it('checks the form with clear messages', async () => {
    const s = await shopper(t.app);
    const refused = async (body: Record<string, unknown>) => (await send(s.token, body)).body;
    const bad = (content: string) => err(ErrorCode.BAD_REQUEST, content);
    expect(await refused({ topic: 'order' })).toEqual(bad(SupportMessages.messageRequired));
    expect(await refused({ topic: 'order', message: '    ' })).toEqual(bad(SupportMessages.messageRequired));
    expect(await refused({ topic: 'order', message: 'Help me' })).toEqual(bad(SupportMessages.messageTooShort));
    expect(await refused({ topic: 'order', message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) })).toEqual(
      bad(SupportMessages.messageTooLong),
    );
    expect(await refused({ topic: 'gossip', message: MESSAGE })).toEqual(bad(SupportMessages.topicRequired));
    expect(await refused({ message: MESSAGE })).toEqual(bad(SupportMessages.topicRequired));
    expect((await send(s.token, { topic: 'order', message: 'x'.repeat(SUPPORT_MESSAGE_MAX) })).body.code).toBe(0);
    expect((await send(undefined, { topic: 'order', message: MESSAGE })).body.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it(`takes at most ${SUPPORT_REQUESTS_PER_HOUR} requests per member and hour`, async () => {
    const s = await shopper(t.app);
    for (let i = 0; i < SUPPORT_REQUESTS_PER_HOUR; i++) data(await send(s.token, { topic: 'other', message: MESSAGE }));
    const refused = await send(s.token, { topic: 'other', message: MESSAGE });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(err(ErrorCode.TOO_MANY_REQUESTS, SupportMessages.tooMany));
    expect(await rowsOf(s.userId)).toHaveLength(SUPPORT_REQUESTS_PER_HOUR);
  });
});
